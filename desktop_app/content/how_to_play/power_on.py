"""電力啟動 (Power On!) rules reference: the figures, values, pictures and moments that
`game_data/power_on/how_to_play.yaml` may name (desktop_app/content/how_to_play).

Every number a reader sees that lives in the game's YAML (cards.yaml, cities.yaml, rules.yaml)
comes from here, read off the validated `PowerOnContent`, so the reference follows the pack.
The worked examples' sums ("two coal plants give 8") are made here too, from the same numbers.
Numbers that live in the rules code, not the YAML (2-4 players, one card per coal plant, two
cards in place of a fuel card), are words in the reference.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable

from desktop_app.content.how_to_play import FigureMaker, PictureCheck, Table, ValueMaker
from desktop_app.content.power_on import (
    WEATHER_DEPENDENT,
    CardDesign,
    CardKind,
    City,
    PlantType,
    PowerOnContent,
)

# The moments of a game a window can be in (rules/power_on/moments.py says which one a state is
# in): spending action points, stacking carbon tokens, discarding after the tower fell, lighting
# a city after the actions, and the end.
MOMENTS: tuple[str, ...] = ("actions", "stacking", "discard", "city", "game_over")

PLAYER_COUNTS = (2, 3, 4)  # seed 001: 遊戲人數 2~4人 (the rules' GameDefinition says the same)
EXAMPLE_COAL_PLANTS = 2  # the worked example: Mei runs two coal plants and one hydro plant


def _zh(language: str) -> bool:
    return language.replace("-", "_").lower().startswith("zh")


def _say(language: str, zh: str, en: str) -> str:
    return zh if _zh(language) else en


def _copies(content: PowerOnContent) -> Counter[str]:
    return Counter(card.design.id for card in content.cards)


def _kind_count(content: PowerOnContent, kind: CardKind) -> int:
    return sum(1 for card in content.cards if card.design.kind is kind)


def _design(content: PowerOnContent, arg: str) -> CardDesign | None:
    return next((d for d in content.designs if d.id == arg), None)


def _backs(content: PowerOnContent) -> list[int]:
    return sorted({card.back for card in content.cards})


def _percent(per_mille: int) -> str:
    whole, tenth = divmod(per_mille, 10)
    return f"{whole}%" if tenth == 0 else f"{whole}.{tenth}%"


# --- the worked example: two coal plants and a hydro plant -------------------------------------


def _example_power(content: PowerOnContent) -> int:
    types = content.plant_types
    return EXAMPLE_COAL_PLANTS * types[PlantType.COAL].power + types[PlantType.HYDRO].power


def _example_city(content: PowerOnContent) -> City:
    """The city the example's power lights: the one needing the most power it reaches (more
    stars first among equals); the cheapest city if it reaches none."""
    power = _example_power(content)
    reachable = [c for c in content.cities if c.power <= power]
    if not reachable:
        return min(content.cities, key=lambda c: c.power)
    return max(reachable, key=lambda c: (c.power, c.stars))


def _far_city(content: PowerOnContent) -> City:
    """A city the example's power does not reach: the cheapest of them (the dearest city when
    the example reaches every one)."""
    power = _example_power(content)
    beyond = [c for c in content.cities if c.power > power]
    if not beyond:
        return max(content.cities, key=lambda c: c.power)
    return min(beyond, key=lambda c: (c.power, -c.stars))


# --- figures -----------------------------------------------------------------------------------


def setup_by_players(content: PowerOnContent, language: str) -> Table:
    """What lies where at the start, by the number of players (seed 001 遊戲準備)."""
    headings = (
        (_say(language, "玩家人數", "Players")),
        _say(language, "每人手牌", "Cards in each hand"),
        _say(language, "翻開的遊戲卡", "Face-up game cards"),
        _say(language, "翻開的城市卡", "City cards on show"),
        _say(language, "棄牌堆", "Discard pile"),
        _say(language, "城市卡牌堆", "City cards left"),
        _say(language, "遊戲卡牌堆剩下", "Game cards left in the deck"),
    )
    rows = []
    for players in PLAYER_COUNTS:
        deck = len(content.cards) - content.market_size - content.start_discard - players * content.start_hand
        rows.append(
            (
                str(players),
                str(content.start_hand),
                str(content.market_size),
                str(content.city_row),
                str(content.start_discard),
                str(len(content.cities) - content.city_row),
                str(max(0, deck)),
            )
        )
    return headings, tuple(rows)


_FUEL_WORDS = {
    PlantType.COAL: ("丟掉1張手牌（任何牌都可以）", "throw away 1 card from your hand (any card)"),
    PlantType.GAS: ("打出1張天然氣，或丟掉2張手牌", "play 1 natural gas card, or throw away 2 cards"),
    PlantType.NUCLEAR: (
        "打出1張核燃料（或丟掉2張手牌），再加1張核廢料貯存桶",
        "play 1 uranium card (or throw away 2 cards) AND 1 waste barrel card",
    ),
    PlantType.SOLAR: ("不用燃料，也不用行動點", "no fuel and no action point"),
    PlantType.WIND: ("不用燃料，也不用行動點", "no fuel and no action point"),
    PlantType.HYDRO: ("不用燃料，也不用行動點", "no fuel and no action point"),
}


def plant_types(content: PowerOnContent, language: str) -> Table:
    """Each plant type: its cards in the deck, what one plant pays, gives and stacks."""
    headings = (
        _say(language, "電廠", "Plant"),
        _say(language, "牌堆裡的張數", "Cards in the deck"),
        _say(language, "每座要付", "To run one, you"),
        _say(language, "每座發電量", "Power from one"),
        _say(language, "每座要疊的碳排放指示物", "Carbon tokens to stack for one"),
    )
    counts = Counter(card.design.plant for card in content.cards if card.design.plant is not None)
    backs = _backs(content)
    rows = []
    for plant, info in content.plant_types.items():
        if plant in WEATHER_DEPENDENT:
            power = _say(
                language,
                f"牌堆頂卡背的數字（{backs[0]}～{backs[-1]}）",
                f"the number on the back of the deck's top card ({backs[0]}-{backs[-1]})",
            )
        else:
            power = str(info.power)
        zh, en = _FUEL_WORDS[plant]
        rows.append((info.name.get(language), str(counts[plant]), _say(language, zh, en), power, str(info.carbon)))
    return headings, tuple(rows)


def card_kinds(content: PowerOnContent, language: str) -> Table:
    """How many game cards of each kind the deck holds, and the total."""
    headings = (_say(language, "遊戲卡", "Game cards"), _say(language, "張數", "Cards"))
    names = {
        CardKind.PLANT: _say(language, "電廠卡", "Power plant cards"),
        CardKind.FUNCTION: _say(language, "功能卡", "Function cards"),
        CardKind.FUEL: _say(language, "燃料卡", "Fuel cards"),
    }
    rows = [(names[kind], str(_kind_count(content, kind))) for kind in CardKind]
    rows.append((_say(language, "合計", "All together"), str(len(content.cards))))
    return headings, tuple(rows)


def _design_table(content: PowerOnContent, language: str, kind: CardKind) -> Table:
    headings = (
        _say(language, "卡牌", "Card"),
        _say(language, "張數", "Copies"),
        _say(language, "作用", "What it does"),
    )
    copies = _copies(content)
    rows = tuple(
        (d.name.get(language), str(copies[d.id]), d.text.get(language)) for d in content.designs if d.kind is kind
    )
    return headings, rows


def function_cards(content: PowerOnContent, language: str) -> Table:
    """Every function card design: how many copies, what it does (the card's own text)."""
    return _design_table(content, language, CardKind.FUNCTION)


def fuel_cards(content: PowerOnContent, language: str) -> Table:
    """Every fuel card design: how many copies, what it does (the card's own text)."""
    return _design_table(content, language, CardKind.FUEL)


def cities(content: PowerOnContent, language: str) -> Table:
    """Every city card, from the least power needed to the most."""
    headings = (
        _say(language, "城市", "City"),
        _say(language, "需要的發電量", "Power needed"),
        _say(language, "星星（分數）", "Stars (points)"),
    )
    ordered = sorted(content.cities, key=lambda c: (c.power, c.stars))
    return headings, tuple((c.name.get(language), str(c.power), str(c.stars)) for c in ordered)


def card_backs(content: PowerOnContent, language: str) -> Table:
    """How many game cards carry each number on their back (the weather for solar and wind)."""
    headings = (_say(language, "卡背數字", "Number on the back"), _say(language, "張數", "Cards"))
    counts = Counter(card.back for card in content.cards)
    return headings, tuple((str(back), str(counts[back])) for back in sorted(counts))


def tower_chance(content: PowerOnContent, language: str) -> Table:
    """The "no dexterity" tower: the chance that the next token topples a tower this high."""
    headings = (
        _say(language, "碳塔上已有的指示物", "Tokens already on the tower"),
        _say(language, "下一個指示物弄倒碳塔的機會", "Chance the next token topples it"),
    )
    chance = content.tower_chance
    rows = [(str(0), _say(language, "不會倒（第一個直接放在桌上）", "none (the first token lies on the table)"))]
    heights = sorted({h for h in (1, 5, 10, 15, 20) if h < content.carbon_tokens} | {content.carbon_tokens - 1})
    rows.extend((str(h), _percent(chance.per_mille(h))) for h in heights)
    return headings, tuple(rows)


FIGURES: dict[str, FigureMaker] = {
    "setup_by_players": setup_by_players,
    "plant_types": plant_types,
    "card_kinds": card_kinds,
    "function_cards": function_cards,
    "fuel_cards": fuel_cards,
    "cities": cities,
    "card_backs": card_backs,
    "tower_chance": tower_chance,
}


# --- values ------------------------------------------------------------------------------------


def _number(read: Callable[[PowerOnContent], int]) -> ValueMaker:
    return lambda content, _language: str(read(content))


def _plant(plant: PlantType, field: str) -> ValueMaker:
    return lambda content, _language: str(getattr(content.plant_types[plant], field))


def _on_off(read: Callable[[PowerOnContent], bool]) -> ValueMaker:
    return lambda content, language: _say(language, "開啟", "on") if read(content) else _say(language, "關閉", "off")


VALUES: dict[str, ValueMaker] = {
    "actions_per_turn": _number(lambda c: c.actions_per_turn),
    "hand_limit": _number(lambda c: c.hand_limit),
    "start_hand": _number(lambda c: c.start_hand),
    "market_size": _number(lambda c: c.market_size),
    "start_discard": _number(lambda c: c.start_discard),
    "city_row": _number(lambda c: c.city_row),
    "carbon_tokens": _number(lambda c: c.carbon_tokens),
    "game_cards": _number(lambda c: len(c.cards)),
    "plant_cards": _number(lambda c: _kind_count(c, CardKind.PLANT)),
    "function_cards": _number(lambda c: _kind_count(c, CardKind.FUNCTION)),
    "fuel_cards": _number(lambda c: _kind_count(c, CardKind.FUEL)),
    "city_cards": _number(lambda c: len(c.cities)),
    "all_stars": _number(lambda c: sum(city.stars for city in c.cities)),
    "coal_power": _plant(PlantType.COAL, "power"),
    "coal_carbon": _plant(PlantType.COAL, "carbon"),
    "gas_power": _plant(PlantType.GAS, "power"),
    "gas_carbon": _plant(PlantType.GAS, "carbon"),
    "nuclear_power": _plant(PlantType.NUCLEAR, "power"),
    "hydro_power": _plant(PlantType.HYDRO, "power"),
    "back_low": _number(lambda c: _backs(c)[0]),
    "back_high": _number(lambda c: _backs(c)[-1]),
    "example_coal_power": _number(lambda c: EXAMPLE_COAL_PLANTS * c.plant_types[PlantType.COAL].power),
    "example_coal_carbon": _number(lambda c: EXAMPLE_COAL_PLANTS * c.plant_types[PlantType.COAL].carbon),
    "example_power": _number(_example_power),
    "example_city": lambda content, language: _example_city(content).name.get(language),
    "example_city_power": _number(lambda c: _example_city(c).power),
    "example_city_stars": _number(lambda c: _example_city(c).stars),
    "far_city": lambda content, language: _far_city(content).name.get(language),
    "far_city_power": _number(lambda c: _far_city(c).power),
    "tower_per_token": lambda content, _language: _percent(content.tower_chance.per_token),
    "several_cities": _on_off(lambda c: c.several_cities),
    "finish_round": _on_off(lambda c: c.finish_round),
    "stall_rounds": _number(lambda c: c.stall_rounds),
}


# --- pictures ----------------------------------------------------------------------------------


def _is_int(arg: str) -> bool:
    return arg.isdigit() and len(arg) <= 3


PICTURES: dict[str, PictureCheck] = {
    # a game card's face: the id of a card design ("coal_plant", "natural_gas", "smart_grid")
    "card": lambda content, arg: _design(content, arg) is not None,
    # a game card's back showing its number: a number some card carries ("0", "1", "2")
    "back": lambda content, arg: _is_int(arg) and int(arg) in _backs(content),
    # a city card: a city id ("hualien")
    "city": lambda content, arg: any(c.id == arg for c in content.cities),
    # the carbon tower this many tokens high (1 to the tokens in the box)
    "tower": lambda content, arg: _is_int(arg) and 1 <= int(arg) <= content.carbon_tokens,
}


def design_of(content: PowerOnContent, design_id: str) -> CardDesign:
    """The card design a `card` picture names (raises KeyError when it names none)."""
    design = _design(content, design_id)
    if design is None:
        raise KeyError(design_id)
    return design


__all__ = ["FIGURES", "MOMENTS", "PICTURES", "VALUES", "design_of"]
