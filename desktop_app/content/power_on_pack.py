"""Read the `power_on/` folder of a pack: validate every file, cross-check, build the content.

Files: `cities.yaml`, `cards.yaml`, `rules.yaml`. Each entry is validated on its own, then the
cross-checks run: ids unique, a plant card names its plant type (and nothing else), a fuel card
its fuel, a function card at least one effect; enough cards and cities for a 4-player setup.
Everything found is logged; `PowerOnContent` is built only when nothing was.
"""

from __future__ import annotations

from types import MappingProxyType

from desktop_app.content.pack import PackReader
from desktop_app.content.power_on import (
    CardDesign,
    CardKind,
    City,
    Effect,
    EffectType,
    FuelType,
    GameCard,
    PlantType,
    PlantTypeInfo,
    PowerOnContent,
    TowerChance,
)
from desktop_app.content.schema_power_on import (
    CardModel,
    CardsFileModel,
    CitiesFileModel,
    CityModel,
    RulesFileModel,
)
from desktop_app.content.validation import (
    IssueLog,
    entry_label,
    raw_list,
    validate_document,
    validate_items,
)

GAME_FOLDER = "power_on"
CITIES_FILE = f"{GAME_FOLDER}/cities.yaml"
CARDS_FILE = f"{GAME_FOLDER}/cards.yaml"
RULES_FILE = f"{GAME_FOLDER}/rules.yaml"
MAX_PLAYERS = 4


def _read_cities(reader: PackReader) -> list[City] | None:
    log = reader.log
    ok, data = reader.read(CITIES_FILE)
    if not ok:
        return None
    doc = validate_document(CitiesFileModel, data, CITIES_FILE, log)
    raw = raw_list(data, "cities")
    cities: list[City] = []
    seen: dict[str, int] = {}
    for index, city in validate_items(CityModel, raw, CITIES_FILE, "cities", log):
        if city.id in seen:
            log.add(
                CITIES_FILE,
                entry_label("cities", index, raw[index]),
                "id",
                f"duplicate city id '{city.id}' (already used by cities[{seen[city.id]}])",
            )
            continue
        seen[city.id] = index
        cities.append(City(city.id, city.name.to_text(), city.power, city.stars))
    return cities if doc is not None else None


MAX_EXTRA_ACTIONS = 1  # a function card's extra action points, at most what playing it costs


def _check_card(card: CardModel, label: str, log: IssueLog) -> bool:
    """The fields a card of its kind must (and must not) have; logs and returns False if wrong."""
    ok = True
    wanted = {"plant": "plant", "fuel": "fuel", "function": "effects"}[card.kind]
    present = {
        "plant": card.plant is not None,
        "fuel": card.fuel is not None,
        "effects": bool(card.effects),
    }
    for name, has in present.items():
        if name == wanted and not has:
            what = "at least one effect" if name == "effects" else f"its {name} type"
            log.add(CARDS_FILE, label, name, f"a {card.kind} card needs {what}")
            ok = False
        elif name != wanted and has:
            log.add(CARDS_FILE, label, name, f"a {card.kind} card has no '{name}'; remove it")
            ok = False
    # Playing a function card costs one action point. One that gives back more, or gives it back
    # and brings cards to the hand as well, lets a turn go on forever (play it, get it back from
    # the discard pile or the deck, play it again), and every game must end
    # (docs/rules-decisions.md, Power On!, "Every turn ends too").
    extra = sum(effect.amount for effect in card.effects if effect.type == "extra_actions")
    refills = any(effect.type in ("draw_cards", "take_discard") for effect in card.effects)
    if extra > MAX_EXTRA_ACTIONS:
        why = f"a card gives at most {MAX_EXTRA_ACTIONS} extra action point (it costs 1 to play), not {extra}"
        log.add(CARDS_FILE, label, "effects", why + ": a turn could go on forever")
        ok = False
    elif extra and refills:
        why = "a card that gives back its action point cannot also draw or take cards"
        log.add(CARDS_FILE, label, "effects", why + ": a turn could go on forever")
        ok = False
    return ok


def _read_cards(reader: PackReader) -> tuple[list[CardDesign], list[GameCard]] | None:
    log = reader.log
    ok, data = reader.read(CARDS_FILE)
    if not ok:
        return None
    doc = validate_document(CardsFileModel, data, CARDS_FILE, log)
    raw = raw_list(data, "cards")
    designs: list[CardDesign] = []
    cards: list[GameCard] = []
    seen: dict[str, int] = {}
    for index, card in validate_items(CardModel, raw, CARDS_FILE, "cards", log):
        label = entry_label("cards", index, raw[index])
        if card.id in seen:
            log.add(CARDS_FILE, label, "id", f"duplicate card id '{card.id}' (already used by cards[{seen[card.id]}])")
            continue
        seen[card.id] = index
        if not _check_card(card, label, log):
            continue
        design = CardDesign(
            id=card.id,
            kind=CardKind(card.kind),
            name=card.name.to_text(),
            text=card.text.to_text(),
            plant=PlantType(card.plant) if card.plant else None,
            fuel=FuelType(card.fuel) if card.fuel else None,
            effects=tuple(Effect(EffectType(e.type), e.amount) for e in card.effects),
        )
        designs.append(design)
        for back in card.backs:
            cards.append(GameCard(len(cards), design, back))
    return (designs, cards) if doc is not None else None


def _read_rules(reader: PackReader) -> RulesFileModel | None:
    ok, data = reader.read(RULES_FILE)
    return validate_document(RulesFileModel, data, RULES_FILE, reader.log) if ok else None


def read_power_on(reader: PackReader, pack_version: str | None) -> PowerOnContent | None:
    """Validate the folder and build the content, or log every problem and return None."""
    log = reader.log
    before = len(log.issues)
    cities = _read_cities(reader)
    cards = _read_cards(reader)
    rules = _read_rules(reader)
    if cities is not None and cards is not None and rules is not None:
        designs, game_cards = cards
        needed = rules.market_size + rules.start_discard + MAX_PLAYERS * rules.start_hand
        if len(game_cards) < needed:
            log.add(
                CARDS_FILE,
                "cards",
                "backs",
                f"{len(game_cards)} game cards are too few: a {MAX_PLAYERS}-player setup deals {needed}",
            )
        if len(cities) <= rules.city_row:
            log.add(
                CITIES_FILE,
                "cities",
                "-",
                f"{len(cities)} cities are too few: the row shows {rules.city_row} and needs more to refill",
            )
        if rules.start_hand > rules.hand_limit:
            log.add(
                RULES_FILE,
                "start_hand",
                "-",
                f"the first hand ({rules.start_hand}) exceeds the hand limit ({rules.hand_limit})",
            )
        if not any(c.design.kind is CardKind.PLANT for c in game_cards):
            log.add(CARDS_FILE, "cards", "kind", "the deck needs at least one plant card")
    if len(log.issues) > before or cities is None or cards is None or rules is None or pack_version is None:
        return None
    designs, game_cards = cards
    types = rules.plant_types
    return PowerOnContent(
        content_version=reader.content_version or 1,
        pack_version=pack_version,
        cities=tuple(cities),
        designs=tuple(designs),
        cards=tuple(game_cards),
        plant_types=MappingProxyType(
            {
                t: PlantTypeInfo(
                    t,
                    getattr(types, t.value).name.to_text(),
                    getattr(types, t.value).power,
                    getattr(types, t.value).carbon,
                )
                for t in PlantType
            }
        ),
        actions_per_turn=rules.actions_per_turn,
        hand_limit=rules.hand_limit,
        start_hand=rules.start_hand,
        market_size=rules.market_size,
        start_discard=rules.start_discard,
        city_row=rules.city_row,
        carbon_tokens=rules.carbon_tokens,
        tower_chance=TowerChance(rules.tower_chance.base, rules.tower_chance.per_token, rules.tower_chance.cap),
        several_cities=rules.several_cities,
        finish_round=rules.finish_round,
        stall_rounds=rules.stall_rounds,
    )


def summarize_power_on(content: PowerOnContent) -> str:
    """One line for `validate-content`: cities, cards by kind, carbon tokens."""
    kinds = {kind: sum(1 for c in content.cards if c.design.kind is kind) for kind in CardKind}
    return (
        f"power_on: {len(content.cities)} cities, {len(content.cards)} game cards "
        f"({kinds[CardKind.PLANT]} plants, {kinds[CardKind.FUNCTION]} function, "
        f"{kinds[CardKind.FUEL]} fuel), {content.carbon_tokens} carbon tokens"
    )
