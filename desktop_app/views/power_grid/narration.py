"""Power Grid in words: the game log's sentences and the panels' shared vocabulary.

`narrate(record, ...)` turns one applied action (and the market events it caused) into
readable sentences in the chosen language. `Words` is the panels' dictionary: fuel, city and
phase names, money, CO2, and refusal reasons translated by their stable code. The texts live
in the panels' own Qt catalogue (`desktop_app/i18n/pg_panels_*.ts`), loaded per language, so a
panel speaks the language it was given whatever the rest of the app has installed.
"""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QTranslator

from desktop_app.content.power_grid import PlantKind, PowerGridContent, Resource
from desktop_app.controllers.game_controller import Seat
from desktop_app.paths import translations_dir
from desktop_app.rules.common.errors import IllegalAction
from desktop_app.rules.power_grid import market as mk
from desktop_app.rules.power_grid import phases as ph
from desktop_app.rules.power_grid.actions import (
    Bid,
    BuildCity,
    BuyResource,
    DeclineAuction,
    DiscardPlant,
    EndBuilding,
    EndBuying,
    PassBid,
    RunPlants,
    StartAuction,
)
from desktop_app.rules.power_grid.state import Event, Phase
from desktop_app.views.kit.narration import Record, event_int, event_ints
from desktop_app.views.kit.noop import QT_TRANSLATE_NOOP

CATALOGUE = "pg_panels"

# Refusal reasons by IllegalAction code; {placeholders} are the exception's params.
_REFUSALS: dict[str, str] = {
    "not_enough_money": QT_TRANSLATE_NOOP("Refusal", "Not enough Elektro: {needed} needed, {held} held."),
    "city_out_of_play": QT_TRANSLATE_NOOP("Refusal", "{city} is in a region that is not in play."),
    "city_already_yours": QT_TRANSLATE_NOOP("Refusal", "You are already connected to {city}."),
    "city_full": QT_TRANSLATE_NOOP("Refusal", "{city} is full: no more houses there in Step {step}."),
    "no_houses": QT_TRANSLATE_NOOP("Refusal", "You have no houses left."),
    "must_buy_first_round": QT_TRANSLATE_NOOP("Refusal", "Everyone must buy a plant in the first round."),
    "bid_too_low": QT_TRANSLATE_NOOP("Refusal", "The bid must be at least {minimum}."),
    "no_storage": QT_TRANSLATE_NOOP("Refusal", "Your plants can store only {free} more {resource}."),
    "market_short": QT_TRANSLATE_NOOP("Refusal", "The market has only {available} {resource}."),
    "not_enough_fuel": QT_TRANSLATE_NOOP("Refusal", "You do not have the fuel to run these plants."),
    "bad_hybrid_mix": QT_TRANSLATE_NOOP("Refusal", "Your hybrids can burn between {least} and {most} coal."),
    "plant_not_buyable": QT_TRANSLATE_NOOP("Refusal", "Plant {plant} is not in the current market."),
    "auction_running": QT_TRANSLATE_NOOP("Refusal", "An auction is already running."),
    "no_auction": QT_TRANSLATE_NOOP("Refusal", "No plant is up for auction right now."),
    "high_bidder_cannot_pass": QT_TRANSLATE_NOOP("Refusal", "You hold the highest bid."),
    "not_your_plant": QT_TRANSLATE_NOOP("Refusal", "You do not own that plant."),
    "no_discard": QT_TRANSLATE_NOOP("Refusal", "You do not have too many plants."),
    "game_over": QT_TRANSLATE_NOOP("Refusal", "The game is over."),
    "wrong_phase": QT_TRANSLATE_NOOP("Refusal", "That is not possible in this phase."),
    "not_your_turn": QT_TRANSLATE_NOOP("Refusal", "It is not your turn."),
    "unknown_city": QT_TRANSLATE_NOOP("Refusal", "There is no such city on this map."),
    "bad_amount": QT_TRANSLATE_NOOP("Refusal", "Buy at least one."),
}
_REFUSAL_FALLBACK = QT_TRANSLATE_NOOP("Refusal", "That move is not possible now.")

_PHASES: dict[Phase, str] = {
    Phase.AUCTION: QT_TRANSLATE_NOOP("Words", "Phase 2: auction"),
    Phase.RESOURCES: QT_TRANSLATE_NOOP("Words", "Phase 3: buying resources"),
    Phase.BUILDING: QT_TRANSLATE_NOOP("Words", "Phase 4: building"),
    Phase.BUREAUCRACY: QT_TRANSLATE_NOOP("Words", "Phase 5: bureaucracy"),
    Phase.GAME_OVER: QT_TRANSLATE_NOOP("Words", "Game over"),
}

_KINDS: dict[PlantKind, str] = {
    PlantKind.HYBRID: QT_TRANSLATE_NOOP("Words", "coal or oil"),
    PlantKind.ECO: QT_TRANSLATE_NOOP("Words", "renewable"),
    PlantKind.FUSION: QT_TRANSLATE_NOOP("Words", "fusion"),
}

_BOTS: dict[str, str] = {
    "beginner": QT_TRANSLATE_NOOP("Words", "computer, beginner"),
    "heuristic": QT_TRANSLATE_NOOP("Words", "computer, normal"),
    "normal": QT_TRANSLATE_NOOP("Words", "computer, normal"),
    "random": QT_TRANSLATE_NOOP("Words", "computer, random moves"),
}


def normalize_language(language: str) -> str:
    """Any spelling of the two languages the app speaks -> "zh_TW" or "en"."""
    return "zh_TW" if language.replace("-", "_").lower().startswith("zh") else "en"


_TRANSLATORS: dict[str, QTranslator] = {}
_ENGLISH_SINGULARS = (("%n cities", "%n city"), ("%n houses", "%n house"))


def _translator(language: str) -> QTranslator | None:
    """The panels' compiled catalogue for a language (None for a missing one: English sources)."""
    if language not in _TRANSLATORS:
        translator = QTranslator()
        if not translator.load(f"{CATALOGUE}_{language}", str(translations_dir())):
            return None
        _TRANSLATORS[language] = translator
    return _TRANSLATORS[language]


class Words:
    """The panels' vocabulary in one language: translation, names, numbers and reasons."""

    def __init__(self, content: PowerGridContent, seats: Iterable[Seat], language: str = "zh_TW") -> None:
        self.content = content
        self.seats = list(seats)
        self.language = normalize_language(language)
        self.chinese = self.language == "zh_TW"
        self._translator = _translator(self.language)
        self._cities = {c.id: c.name for m in content.maps.values() for c in m.cities}

    def translate(self, context: str, source: str, disambiguation: str | None = None, n: int = -1) -> str:
        """`source` from the catalogue (the English source text when untranslated); %n -> n."""
        text = self._translator.translate(context, source, disambiguation, n) if self._translator else None
        text = text or source
        if n == 1 and not self.chinese:
            # PySide's lupdate cannot mark Python plurals, so English singulars are made here.
            for plural, singular in _ENGLISH_SINGULARS:
                text = text.replace(plural, singular)
        return text.replace("%n", str(n)) if n >= 0 else text

    # --- names -----------------------------------------------------------------------------

    def player(self, seat: int) -> str:
        return self.seats[seat].name if 0 <= seat < len(self.seats) else "?"

    def players(self, seats: Iterable[int]) -> str:
        """Names joined as a reader expects: "A, B and C" / "A、B 和 C"."""
        return self.join([self.player(p) for p in seats])

    def join(self, items: Iterable[object]) -> str:
        """Words or numbers as a list in a sentence: "A, B and C" / "A、B 和 C"."""
        texts = [str(item) for item in items]
        if len(texts) <= 1:
            return "".join(texts)
        comma = self.translate("Words", ", ")
        return self.translate("Words", "{first} and {last}").format(first=comma.join(texts[:-1]), last=texts[-1])

    def seat_kind(self, seat: int) -> str:
        """ "human" or the computer player's level."""
        bot = self.seats[seat].bot
        if bot is None:
            return self.translate("Words", "human")
        return self.translate("Words", _BOTS[bot]) if bot in _BOTS else self.translate("Words", "computer")

    def fuel(self, resource: int) -> str:
        """A fuel's name as it reads inside a sentence ("coal"; 煤)."""
        name = self.content.resource_tracks[resource].name.get(self.language)
        return name if self.chinese else name.lower()

    def fuel_title(self, resource: int) -> str:
        """A fuel's name as a label or heading ("Coal"; 煤)."""
        return self.content.resource_tracks[resource].name.get(self.language)

    def kind(self, kind: PlantKind) -> str:
        """What a plant runs on, in words."""
        if kind in _KINDS:
            return self.translate("Words", _KINDS[kind])
        return self.fuel(Resource[kind.name])

    def city(self, city_id: str) -> str:
        name = self._cities.get(city_id)
        return name.get(self.language) if name else city_id

    def phase(self, phase: Phase) -> str:
        return self.translate("Words", _PHASES[phase])

    def money(self, amount: int | str) -> str:
        """An amount in Elektro (or a placeholder, "%1", that a device fills in)."""
        return self.translate("Words", "{amount} Elektro").format(amount=amount)

    def co2(self, kg: float) -> str:
        """Emissions in kg below a tonne, in tonnes (one decimal) above."""
        if kg < 1000:
            return self.translate("Words", "{kg} kg CO₂").format(kg=round(kg))
        return self.translate("Words", "{t} t CO₂").format(t=f"{kg / 1000:.1f}")

    def fuel_list(self, amounts: Iterable[int]) -> str:
        """ "3 coal, 1 oil" for the non-zero entries of a per-Resource tuple."""
        parts = [
            self.translate("Words", "{n} {fuel}").format(n=n, fuel=self.fuel(r)) for r, n in enumerate(amounts) if n
        ]
        return self.translate("Words", ", ").join(parts) if parts else self.translate("Words", "nothing")

    # --- reasons ------------------------------------------------------------------------------

    def refusal(self, error: IllegalAction | str) -> str:
        """Why an action is refused, in this language (by the error's stable code)."""
        code = error if isinstance(error, str) else error.code
        params = {} if isinstance(error, str) else dict(error.params)
        if "city" in params:
            params["city"] = self.city(str(params["city"]))
        if "resource" in params:
            name = str(params["resource"]).upper()
            params["resource"] = self.fuel(Resource[name]) if name in Resource.__members__ else params["resource"]
        template = _REFUSALS.get(code)
        if template is None:
            if not self.chinese and not isinstance(error, str):
                return error.reason
            return self.translate("Refusal", _REFUSAL_FALLBACK)
        try:
            return self.translate("Refusal", template).format(**params)
        except (KeyError, IndexError):
            return self.translate("Refusal", _REFUSAL_FALLBACK)


# --- narration -----------------------------------------------------------------------------------

HEADER = "header"
LINE = "line"


def narrate(record: Record, seats: Iterable[Seat], content: PowerGridContent, language: str = "zh_TW") -> list[str]:
    """Readable sentences for one applied action and the market events it caused."""
    return [text for kind, text, _ in narrate_parts(record, Words(content, seats, language)) if kind == LINE]


def header_text(words: Words, round_number: int, phase: Phase) -> str:
    """A log header: "Round 3 · Phase 4: building"."""
    if phase is Phase.GAME_OVER:
        return words.phase(phase)
    return words.translate("Narration", "Round {round} · {phase}").format(round=round_number, phase=words.phase(phase))


def narrate_parts(record: Record, words: Words) -> list[tuple[str, str, int]]:
    """(HEADER or LINE, text, seat) in the order things happened: the action, then its events.

    A new round or phase becomes a HEADER where it starts, so a log can show it as such;
    `seat` is the player a line is about (-1 for the market, headers and the game).
    """
    out: list[tuple[str, str, int]] = []
    sentence = _action_sentence(record, words)
    if sentence:
        out.append((LINE, sentence, record.player))
    after = record.after
    last_header = None
    for event in after.events:
        kind = event[0]
        if kind == ph.EV_ROUND:
            last_header = (event[1], Phase.AUCTION)
            out.append((HEADER, header_text(words, *last_header), -1))
        elif kind == ph.EV_PHASE:
            key = (after.round, Phase(event[1]))
            if key != last_header:
                last_header = key
                out.append((HEADER, header_text(words, *key), -1))
        else:
            text = _event_sentence(event, record, words)
            if text:
                out.append((LINE, text, _about_seat(event)))
    return out


def _about_seat(event: Event) -> int:
    """The seat an event's line is about (its first field) or -1 (the market, the game)."""
    return event_int(event[1]) if event[0] in _EVENTS_ABOUT_A_SEAT else -1


_EVENTS_ABOUT_A_SEAT = frozenset({ph.EV_AUCTION_WON, ph.EV_AUTO_PASS, ph.EV_FUEL_LOST, ph.EV_INCOME})


def _action_sentence(record: Record, words: Words) -> str | None:
    action, before, after, who = record.action, record.before, record.after, record.player
    name = words.player(who)
    if isinstance(action, StartAuction):
        return words.translate("Narration", "{name} puts plant {plant} up for auction at {price}").format(
            name=name, plant=action.plant, price=words.money(action.bid)
        )
    if isinstance(action, Bid):
        return words.translate("Narration", "{name} bids {price} for plant {plant}").format(
            name=name, price=words.money(action.amount), plant=before.auction_plant
        )
    if isinstance(action, PassBid):
        return words.translate("Narration", "{name} passes on plant {plant}").format(
            name=name, plant=before.auction_plant
        )
    if isinstance(action, DeclineAuction):
        return words.translate("Narration", "{name} buys no plant this round").format(name=name)
    if isinstance(action, DiscardPlant):
        return words.translate("Narration", "{name} scraps plant {plant}").format(name=name, plant=action.plant)
    if isinstance(action, BuyResource):
        paid = before.money[who] - after.money[who]
        return words.translate("Narration", "{name} buys {amount} {fuel} for {price}").format(
            name=name, amount=action.amount, fuel=words.fuel(action.resource), price=words.money(paid)
        )
    if isinstance(action, EndBuying):
        return words.translate("Narration", "{name} is done buying resources").format(name=name)
    if isinstance(action, BuildCity):
        city = before.board.city_index[action.city]
        paid = before.money[who] - after.money[who]
        house = before.board.content.city_costs[len(before.city_owners[city])]
        return words.translate(
            "Narration", "{name} connects {city} for {price} (house {house} + cable {cable})"
        ).format(name=name, city=words.city(action.city), price=words.money(paid), house=house, cable=paid - house)
    if isinstance(action, EndBuilding):
        return words.translate("Narration", "{name} is done building").format(name=name)
    if isinstance(action, RunPlants):
        burnt = [after.burnt[who][r] - before.burnt[who][r] for r in range(4)]
        if not action.plants:
            return words.translate("Narration", "{name} runs no plants").format(name=name)
        plants = words.translate("Words", ", ").join(str(p) for p in action.plants)
        one = len(action.plants) == 1
        if not any(burnt):
            text = (
                words.translate("Narration", "{name} runs plant {plants} without fuel")
                if one
                else words.translate("Narration", "{name} runs plants {plants} without fuel")
            )
            return text.format(name=name, plants=plants)
        text = (
            words.translate("Narration", "{name} runs plant {plants}, burning {fuel}")
            if one
            else words.translate("Narration", "{name} runs plants {plants}, burning {fuel}")
        )
        return text.format(name=name, plants=plants, fuel=words.fuel_list(burnt))
    return None


def _event_sentence(event: Event, record: Record, words: Words) -> str | None:
    kind = event[0]
    if kind == ph.EV_AUCTION_WON:
        _, who, plant, price = event
        return words.translate("Narration", "{name} bought plant {plant} for {price}").format(
            name=words.player(event_int(who)), plant=plant, price=words.money(event_int(price))
        )
    if kind == ph.EV_AUTO_PASS:
        return words.translate("Narration", "{name} cannot raise and is out of this auction").format(
            name=words.player(event_int(event[1]))
        )
    if kind == ph.EV_FUEL_LOST:
        return words.translate("Narration", "{name} loses {fuel} with the scrapped plant").format(
            name=words.player(event_int(event[1])), fuel=words.fuel_list(event_ints(event[2]))
        )
    if kind == ph.EV_INCOME:
        _, who, powered, income = event
        cities = event_int(powered)  # a plain name: lupdate reads no call in translate's arguments
        return words.translate("Narration", "{name} powers %n cities and earns {price}", "", cities).format(
            name=words.player(event_int(who)), price=words.money(event_int(income))
        )
    if kind == ph.EV_ORDER:
        return words.translate("Narration", "Turn order: {names}").format(names=words.players(event_ints(event[1])))
    if kind == ph.EV_GAME_OVER:
        winners = event_ints(event[1])
        if len(winners) == 1:
            return words.translate("Narration", "The game is over: {name} wins").format(name=words.player(winners[0]))
        return words.translate("Narration", "The game is over: {names} share the win").format(
            names=words.players(winners)
        )
    return _market_sentence(event, record, words)


def _market_sentence(event: Event, record: Record, words: Words) -> str | None:
    kind = event[0]
    if kind == mk.EV_PLANT_DRAWN:
        return words.translate("Narration", "Plant {plant} comes up in the market").format(plant=event[1])
    if kind == mk.EV_PLANT_REMOVED:
        _, plant, reason = event
        if reason == mk.REASON_UPKEEP:
            return words.translate(
                "Narration", "Plant {plant} leaves the game: a player already has {cities} cities"
            ).format(plant=plant, cities=record.after.max_cities())
        if reason == mk.REASON_NO_SALE:
            return words.translate("Narration", "Nobody bought a plant: the lowest, {plant}, leaves the game").format(
                plant=plant
            )
        if reason in (mk.REASON_STEP2, mk.REASON_STEP3, mk.REASON_STEP3_UPKEEP):
            return words.translate("Narration", "The lowest plant, {plant}, leaves the game").format(plant=plant)
        return None  # a scrapped plant is told by the DiscardPlant sentence
    if kind == mk.EV_PLANT_TO_DECK_BOTTOM:
        return words.translate("Narration", "The biggest plant, {plant}, goes under the deck").format(plant=event[1])
    if kind == mk.EV_STEP3_CARD:
        return words.translate("Narration", "The Step 3 card comes up")
    if kind == mk.EV_STEP:
        if event[1] == 2:
            return words.translate("Narration", "Step 2 begins: a city now takes a second house")
        return words.translate(
            "Narration", "Step 3 begins: a city now takes a third house and all six market plants are for sale"
        )
    if kind == mk.EV_RESUPPLY:
        return words.translate("Narration", "The resource market is restocked: {fuel}").format(
            fuel=words.fuel_list(event_ints(event[1]))
        )
    return None
