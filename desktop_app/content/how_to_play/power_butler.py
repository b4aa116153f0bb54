"""電力管家 (Power Butler) rules reference: the figures, values, pictures and moments that
`game_data/power_butler/how_to_play.yaml` may name (desktop_app/content/how_to_play).

Every number a reader sees that lives in the game's YAML (appliances.yaml, events.yaml,
tables.yaml) comes from here, read off the validated `PowerButlerContent`, so the reference
follows the pack. The worked examples name real cards (the fan, the television, the
refrigerator); their sums are made here too, from the same numbers, and a test checks that the
examples' sentences still hold for the pack's numbers. Numbers that live in the seed and the
rules code, not the YAML (6 dice, 1 or 2 rerolls, 4 markers each, 2-5 players), are words.
"""

from __future__ import annotations

from desktop_app.content.how_to_play import FigureMaker, PictureCheck, Table, ValueMaker
from desktop_app.content.power_butler import (
    CONDITION_FACES,
    FACE_IDS,
    Appliance,
    EffectType,
    EventCard,
    Face,
    PowerButlerContent,
)

# The moments of a game a window can be in (rules/power_butler/moments.py says which one a state
# is in): before the first roll, choosing dice to roll again, the event just fired (no die spent
# yet), spending the dice (buying, markers, the bill), and the end.
MOMENTS: tuple[str, ...] = ("roll", "reroll", "event", "allocate", "game_over")

PLAYER_COUNTS = (2, 3, 4, 5)  # seed 000: 遊戲人數 2~5人 (the rules' GameDefinition says the same)
MODES = ("simple", "standard")  # the new-game dialog's two choices (rules/power_butler/state.py Mode)

# The worked examples' cards (appliance ids in appliances.yaml).
FAN = "electric_fan"  # Mei's first buy in the simple game
TV = "television"  # the card she cannot afford after it
FRIDGE = "refrigerator"  # Leo's standard-game buy with markers
EXAMPLE_USAGE, EXAMPLE_PAID = 9, 5  # the usage-track example: usage marker on 9, bill marker on 5


def _zh(language: str) -> bool:
    return language.replace("-", "_").lower().startswith("zh")


def _say(language: str, zh: str, en: str) -> str:
    return zh if _zh(language) else en


def _list(language: str, words: list[str]) -> str:
    return ("、" if _zh(language) else ", ").join(words)


def appliance(content: PowerButlerContent, appliance_id: str) -> Appliance:
    """The appliance with this id (KeyError if the pack has none)."""
    for card in content.appliances:
        if card.id == appliance_id:
            return card
    raise KeyError(appliance_id)


def _face_name(content: PowerButlerContent, face: Face, language: str) -> str:
    return content.dice_faces[int(face)].get(language)


def _mode_name(mode: str, language: str) -> str:
    """The mode as the new-game dialog names it."""
    if mode == "simple":
        return _say(language, "簡單模式", "Simple game")
    return _say(language, "標準模式", "Standard game")


def _kwh(value: float) -> str:
    return f"{value:g}"


def _simple_events(content: PowerButlerContent) -> list[EventCard]:
    return [e for e in content.events if not e.standard_only]


# --- figures -----------------------------------------------------------------------------------


def last_round_position(content: PowerButlerContent, language: str) -> Table:
    """Where the last-round card goes in the appliance deck, by players and mode (tables.yaml)."""
    headings = (
        _say(language, "玩家人數", "Players"),
        _say(
            language, "簡單模式：最後一輪卡上面有幾張家電卡", "Simple game: appliance cards above the last-round card"
        ),
        _say(
            language, "標準模式：最後一輪卡上面有幾張家電卡", "Standard game: appliance cards above the last-round card"
        ),
    )
    rows = tuple(
        (str(players), *(str(content.last_round_position[mode][players]) for mode in MODES))
        for players in PLAYER_COUNTS
    )
    return headings, rows


def variety_bonus(content: PowerButlerContent, language: str) -> Table:
    """The bonus for owning appliances of 0, 1, 2, ... different kinds (tables.yaml)."""
    headings = (_say(language, "擁有幾種不同的家電", "Different kinds you own"), _say(language, "加分", "Bonus points"))
    table = content.variety_bonus
    rows = tuple((str(kinds), str(content.variety(kinds))) for kinds in range(len(table)))
    return headings, rows


def appliances(content: PowerButlerContent, language: str) -> Table:
    """Every appliance card: kind, points, price, standard-game conditions, usage steps, kWh."""
    headings = (
        _say(language, "家電", "Appliance"),
        _say(language, "種類", "Kind"),
        _say(language, "分數", "Points"),
        _say(language, "價格（元）", "Price (yuan)"),
        _say(language, "標準模式還需要", "Standard game also needs"),
        _say(language, "用電量（格）", "Usage (steps)"),
        _say(language, "每月用電（度）", "kWh a month"),
    )
    order = {category: k for k, category in enumerate(content.categories)}
    rows = tuple(
        (
            a.name.get(language),
            content.categories[a.category].name.get(language),
            str(a.points),
            str(a.price),
            _list(language, [_face_name(content, f, language) for f in a.conditions]) or "—",
            str(a.power),
            _kwh(a.kwh_month),
        )
        for a in sorted(content.appliances, key=lambda a: (order[a.category], a.index))
    )
    return headings, rows


def events(content: PowerButlerContent, language: str) -> Table:
    """Every event card, from the smallest number to the largest, and the games it is in."""
    headings = (
        _say(language, "編號", "Number"),
        _say(language, "事件", "Event"),
        _say(language, "發生什麼事", "What happens"),
        _say(language, "用在", "Used in"),
    )
    both = _say(language, "兩種模式", "Both games")
    standard = _say(language, "只有標準模式", "Standard game only")
    rows = tuple(
        (str(e.number), e.name.get(language), e.text.get(language), standard if e.standard_only else both)
        for e in content.events
    )
    return headings, rows


def modes(content: PowerButlerContent, language: str) -> Table:
    """The two games side by side: events in play, rerolls, what the picture faces do, markers."""
    headings = (
        _say(language, "", ""),
        _mode_name("simple", language),
        _mode_name("standard", language),
    )
    names = _list(language, [_face_name(content, f, language) for f in CONDITION_FACES])
    rows = (
        (
            _say(language, "事件卡", "Event cards"),
            str(len(_simple_events(content))),
            str(len(content.events)),
        ),
        (_say(language, "重擲", "Rerolls"), _say(language, "1 次", "1"), _say(language, "最多 2 次", "up to 2")),
        (
            _say(language, f"圖案面（{names}）", f"Picture faces ({names})"),
            _say(language, "沒有用", "do nothing"),
            _say(language, "家電要用到", "appliances need them"),
        ),
        (
            _say(language, "購買條件標記", "Purchase markers"),
            _say(language, "不用", "none"),
            _say(language, "每人 4 個", "4 each"),
        ),
    )
    return headings, rows


FIGURES: dict[str, FigureMaker] = {
    "appliances": appliances,
    "events": events,
    "last_round_position": last_round_position,
    "modes": modes,
    "variety_bonus": variety_bonus,
}


# --- values ------------------------------------------------------------------------------------


def _event_words(card: EventCard, language: str) -> str:
    return _say(
        language,
        f"#{card.number}「{card.name.get(language)}」：{card.text.get(language)}",
        f"#{card.number} “{card.name.get(language)}”: {card.text.get(language)}",
    )


def example_total(content: PowerButlerContent) -> int:
    """The scoring example: the fan, the television and the refrigerator (three kinds), with
    the usage-track example's unpaid bill."""
    cards = [appliance(content, i) for i in (FAN, TV, FRIDGE)]
    kinds = len({a.category for a in cards})
    return sum(a.points for a in cards) + content.variety(kinds) - (EXAMPLE_USAGE - EXAMPLE_PAID)


def example_score_sum(content: PowerButlerContent, language: str) -> str:
    """The scoring example worked out: "6 + 10 + 15 + 3 − 4 = 30"."""
    cards = [appliance(content, i) for i in (FAN, TV, FRIDGE)]
    bonus = content.variety(len({a.category for a in cards}))
    parts = " + ".join(str(n) for n in [*(a.points for a in cards), bonus])
    return f"{parts} − {EXAMPLE_USAGE - EXAMPLE_PAID} = {example_total(content)}"


def _card_value(appliance_id: str, field: str) -> ValueMaker:
    def value(content: PowerButlerContent, language: str) -> str:
        card = appliance(content, appliance_id)
        if field == "name":
            return card.name.get(language)
        if field == "kind":
            return content.categories[card.category].name.get(language)
        if field == "kwh_month":
            return _kwh(card.kwh_month)
        return str(getattr(card, field))

    return value


def _face_value(face: Face) -> ValueMaker:
    return lambda content, language: _face_name(content, face, language)


# The example cards' values the reference uses: "fan_price", "fridge_kwh_month", ...
_EXAMPLE_CARDS = {
    "fan": (FAN, ("name", "kind", "points", "price", "power", "kwh_month")),
    "tv": (TV, ("name", "kind", "points", "price")),
    "fridge": (FRIDGE, ("name", "kind", "points", "price", "power", "kwh_month")),
}

VALUES: dict[str, ValueMaker] = {
    "appliance_count": lambda content, language: str(len(content.appliances)),
    "event_count": lambda content, language: str(len(content.events)),
    "standard_only_events": lambda content, language: str(len(content.events) - len(_simple_events(content))),
    "market_size": lambda content, language: str(content.market_size),
    "event_row_size": lambda content, language: str(content.event_row_size),
    "kwh_per_step": lambda content, language: str(content.kwh_per_step),
    "kind_count": lambda content, language: str(len(content.categories)),
    "kind_names": lambda content, language: _list(
        language, [c.name.get(language) for c in content.categories.values()]
    ),
    "usage_source": lambda content, language: content.usage_source.get(language),
    "cheapest_price": lambda content, language: str(min(a.price for a in content.appliances)),
    "dearest_price": lambda content, language: str(max(a.price for a in content.appliances)),
    "new_shop_events": lambda content, language: _list(
        language,
        [
            _say(language, f"「{e.name.get(language)}」", f"“{e.name.get(language)}”")
            for e in content.events
            if e.standard_only and any(f.type is EffectType.REFRESH_MARKET for f in e.effects)
        ],
    ),
    "kindest_event": lambda content, language: _event_words(content.events[0], language),
    "costliest_event": lambda content, language: _event_words(content.events[-1], language),
    "example_unpaid": lambda content, language: str(EXAMPLE_USAGE - EXAMPLE_PAID),
    "example_bonus": lambda content, language: str(
        content.variety(len({appliance(content, i).category for i in (FAN, TV, FRIDGE)}))
    ),
    "example_score_sum": example_score_sum,
    **{f"face_{face_id}": _face_value(Face(k)) for k, face_id in enumerate(FACE_IDS)},
    **{
        f"{short}_{field}": _card_value(appliance_id, field)
        for short, (appliance_id, fields) in _EXAMPLE_CARDS.items()
        for field in fields
    },
}


# --- pictures ----------------------------------------------------------------------------------


def _is_appliance(content: PowerButlerContent, arg: str) -> bool:
    return any(a.id == arg for a in content.appliances)


def _is_faces(content: PowerButlerContent, arg: str) -> bool:
    """Dice faces joined by dots: "three.two.one" (1 to 6 dice)."""
    faces = arg.split(".")
    return 1 <= len(faces) <= 6 and all(face in FACE_IDS for face in faces)


def _is_event_fill(content: PowerButlerContent, arg: str) -> bool:
    """How many 3元/! dice lie on the event-order markers: 0 to 6."""
    return arg.isdigit() and int(arg) <= 6 and len(content.events) >= content.event_row_size


def _is_track(content: PowerButlerContent, arg: str) -> bool:
    """One usage-track lane: "USAGE.PAID" (the usage marker's and the bill marker's notches)."""
    usage, _, paid = arg.partition(".")
    return usage.isdigit() and paid.isdigit() and int(usage) <= 60 and int(paid) <= 60


def _is_seat(content: PowerButlerContent, arg: str) -> bool:
    """A player's purchase markers: the seat, 0 to 4."""
    return arg.isdigit() and int(arg) < PLAYER_COUNTS[-1]


def _is_home(content: PowerButlerContent, arg: str) -> bool:
    """A player's home with these appliances: ids joined by dots ("electric_fan.television"),
    then maybe its usage and bill markers' notches ("electric_fan.television-9-5")."""
    ids, *track = arg.split("-")
    if track and (len(track) != 2 or not _is_track(content, ".".join(track))):
        return False
    return all(_is_appliance(content, card) for card in ids.split("."))


PICTURES: dict[str, PictureCheck] = {
    "appliance": _is_appliance,  # one appliance card, as the shop shows it (standard game)
    "dice": _is_faces,  # a row of dice
    "event_row": _is_event_fill,  # the event row over its five markers, with N 3元/! dice on them
    "track": _is_track,  # one lane of the usage track
    "markers": _is_seat,  # a player's four purchase markers
    "home": _is_home,  # a player's home with the appliances they bought
}

__all__ = ["FIGURES", "MOMENTS", "PICTURES", "VALUES", "appliance", "example_total"]
