"""Power Grid's rules reference (game_data/power_grid/how_to_play.yaml): the figures, values,
pictures and moments its sections may name.

Every number the reference shows that is in the pack comes from here, made from the game's
content, so the text stays true when a teacher edits the YAML. Worked examples that add
numbers up (a first city plus its cable, what two plants earn) are values too, computed from
the same data. Plain words of the tables (headings, fuel kinds) are in both languages here.
"""

from __future__ import annotations

import heapq
from collections.abc import Callable

from desktop_app.content.how_to_play import FigureMaker, PictureCheck, Table, ValueMaker
from desktop_app.content.power_grid import GameMap, Plant, PlantKind, PowerGridContent, Resource

# The moments a Power Grid window can be in (rules/power_grid/moments.py says which one a state
# is in): the auction (choosing a plant and bidding), scrapping a plant after winning one too
# many, buying fuel, building, bureaucracy, and the end.
MOMENTS: tuple[str, ...] = ("auction", "scrap_plant", "resources", "building", "bureaucracy", "game_over")

# Plants the worked examples talk about (each gets values plant_N and plant_N_storage).
EXAMPLE_PLANTS = (3, 4, 5, 6, 7, 8, 9, 10, 13)
# The worked example of building: a first city, then a neighbour on the default map.
EXAMPLE_FIRST_CITY, EXAMPLE_SECOND_CITY = "taipei", "banqiao"
# The worked example of bureaucracy: Mei's plants and her connected cities.
EXAMPLE_MEI_PLANTS, EXAMPLE_MEI_CITIES = (6, 7), 4

_WORDS: dict[str, dict[str, str]] = {
    "zh_TW": {
        "players": "玩家人數",
        "regions": "使用區域",
        "removed": "開局移除的電廠",
        "max_plants": "每人最多電廠",
        "step2": "第 2 階段開始（城市數）",
        "end": "遊戲結束（城市數）",
        "step": "階段",
        "cities_powered": "供電城市",
        "income": "收入（電元）",
        "or_more": "{n} 座以上",
        "fuel": "燃料",
        "prices": "價格格子",
        "each": "每格 {n} 個",
        "span_each": "{span}（{each}）",
        "at_start": "開局在市場上",
        "in_game": "整盒共有",
        "kind": "種類",
        "plants": "電廠（編號：燒幾個 → 供電幾座城市）",
        "no_fuel": "不用燃料",
        "map": "地圖",
        "map_regions": "區域",
        "map_cities": "城市",
        "map_players": "適合人數",
        "list_sep": "、",
        "hybrid": "混燒（煤或石油）",
        "eco": "環保（風、水、太陽）",
        "fusion": "核融合",
        "city": "座城市",
        "cities": "座城市",
    },
    "en": {
        "players": "Players",
        "regions": "Regions in play",
        "removed": "Plants removed at setup",
        "max_plants": "Most plants each",
        "step2": "Step 2 starts at (cities)",
        "end": "Game ends at (cities)",
        "step": "Step",
        "cities_powered": "Cities powered",
        "income": "Income (Elektro)",
        "or_more": "{n} or more",
        "fuel": "Fuel",
        "prices": "Price spaces",
        "each": "{n} on each",
        "span_each": "{span} ({each})",
        "at_start": "In the market at the start",
        "in_game": "In the box",
        "kind": "Kind",
        "plants": "Plants (number: fuel burnt → cities powered)",
        "no_fuel": "no fuel",
        "map": "Map",
        "map_regions": "Regions",
        "map_cities": "Cities",
        "map_players": "Players",
        "list_sep": ", ",
        "hybrid": "Hybrid (coal or oil)",
        "eco": "Eco (wind, water, sun)",
        "fusion": "Fusion",
        "city": "city",
        "cities": "cities",
    },
}


def _lang(language: str) -> str:
    return "zh_TW" if language.replace("-", "_").lower().startswith("zh") else "en"


def _w(language: str, key: str) -> str:
    return _WORDS[_lang(language)][key]


def _fuel_name(content: PowerGridContent, resource: Resource, language: str) -> str:
    return content.resource_tracks[resource].name.get(language)


def _kind_name(content: PowerGridContent, kind: PlantKind, language: str) -> str:
    if kind in (PlantKind.HYBRID, PlantKind.ECO, PlantKind.FUSION):
        return _w(language, kind.value)
    return _fuel_name(content, Resource[kind.name], language)


def _fuel_of(content: PowerGridContent, plant: Plant, language: str) -> str:
    """The fuel a plant burns, as a noun: "coal", "coal or oil"."""
    if plant.kind is PlantKind.HYBRID:
        coal, oil = (_fuel_name(content, r, language) for r in (Resource.COAL, Resource.OIL))
        return f"{coal}或{oil}" if _lang(language) == "zh_TW" else f"{coal.lower()} or {oil.lower()}"
    name = _kind_name(content, plant.kind, language)
    return name if _lang(language) == "zh_TW" else name.lower()


def _cities(n: int, language: str) -> str:
    if _lang(language) == "zh_TW":
        return f"{n} 座城市"
    return f"{n} {_w(language, 'city') if n == 1 else _w(language, 'cities')}"


def _join(items: list[str], language: str) -> str:
    return _w(language, "list_sep").join(items)


# --- figures ------------------------------------------------------------------------------


def player_counts_figure(content: PowerGridContent, language: str) -> Table:
    """Setting up by player count: regions, plants removed, plant limit, Step 2 and end."""
    keys = ("players", "regions", "removed", "max_plants", "step2", "end")
    rows = tuple(
        (str(n), str(r.regions), str(r.plants_removed), str(r.max_plants), str(r.step2_cities), str(r.end_cities))
        for n, r in sorted(content.player_counts.items())
    )
    return tuple(_w(language, k) for k in keys), rows


def resupply_figure(content: PowerGridContent, language: str) -> Table:
    """Fuel put back into the market in Bureaucracy, by player count and Step."""
    fuels = tuple(_fuel_name(content, r, language) for r in Resource)
    rows = []
    for n, rules in sorted(content.player_counts.items()):
        for step, amounts in enumerate(rules.resupply, start=1):
            rows.append((str(n), str(step), *(str(a) for a in amounts)))
    return (_w(language, "players"), _w(language, "step"), *fuels), tuple(rows)


def payment_figure(content: PowerGridContent, language: str) -> Table:
    """Income by cities powered, in two halves side by side so the table stays short."""
    pay = content.payment
    half = (len(pay) + 1) // 2
    last = len(pay) - 1

    def cities(n: int) -> str:
        return _w(language, "or_more").format(n=n) if n == last else str(n)

    rows = []
    for i in range(half):
        j = i + half
        right = (cities(j), str(pay[j])) if j < len(pay) else ("", "")
        rows.append((cities(i), str(pay[i]), *right))
    heading = (_w(language, "cities_powered"), _w(language, "income"))
    return heading + heading, tuple(rows)


def resource_market_figure(content: PowerGridContent, language: str) -> Table:
    """Each fuel's price spaces, how many start in the market and how many are in the box."""
    rows = []
    for track in content.resource_tracks:
        prices = sorted(set(track.slot_prices))
        groups: list[str] = []
        for per_space in sorted({track.slot_prices.count(p) for p in prices}, reverse=True):
            on = [p for p in prices if track.slot_prices.count(p) == per_space]
            span = _spans(on)
            groups.append(_w(language, "span_each").format(span=span, each=_w(language, "each").format(n=per_space)))
        rows.append((track.name.get(language), _join(groups, language), str(track.start_count), str(track.total)))
    headings = (_w(language, "fuel"), _w(language, "prices"), _w(language, "at_start"), _w(language, "in_game"))
    return headings, tuple(rows)


def _spans(numbers: list[int]) -> str:
    """1, 2, 3, 4, 10, 12 -> "1–4, 10, 12" (only runs of consecutive numbers are shortened)."""
    parts: list[str] = []
    start = prev = numbers[0]
    for n in [*numbers[1:], None]:
        if n is not None and n == prev + 1:
            prev = n
            continue
        parts.append(f"{start}–{prev}" if prev - start >= 2 else ", ".join(str(k) for k in range(start, prev + 1)))
        if n is not None:
            start = prev = n
    return ", ".join(parts)


def plants_figure(content: PowerGridContent, language: str) -> Table:
    """Every plant, grouped by what it burns: "4 (2 → 1)"."""
    rows = []
    for kind in PlantKind:
        plants = [p for p in content.plants if p.kind is kind]
        if not plants:
            continue
        cells = [
            f"{p.number} ({p.fuel_needed} → {p.cities})"
            if p.fuel_needed
            else f"{p.number} ({_w(language, 'no_fuel')} → {p.cities})"
            for p in plants
        ]
        rows.append((_kind_name(content, kind, language), _join(cells, language)))
    return (_w(language, "kind"), _w(language, "plants")), tuple(rows)


def maps_figure(content: PowerGridContent, language: str) -> Table:
    """The maps the new-game dialog offers: regions, cities and the player counts they fit."""
    rows = []
    for game_map in content.maps.values():
        fits = [n for n, r in content.player_counts.items() if r.regions <= len(game_map.regions)]
        players = f"{min(fits)}–{max(fits)}" if fits else "—"
        rows.append((game_map.name.get(language), str(len(game_map.regions)), str(len(game_map.cities)), players))
    keys = ("map", "map_regions", "map_cities", "map_players")
    return tuple(_w(language, k) for k in keys), tuple(rows)


FIGURES: dict[str, FigureMaker] = {
    "player_counts": player_counts_figure,
    "resupply": resupply_figure,
    "payment": payment_figure,
    "resource_market": resource_market_figure,
    "plants": plants_figure,
    "maps": maps_figure,
}


# --- values -------------------------------------------------------------------------------


def _number(get: Callable[[PowerGridContent], int]) -> ValueMaker:
    return lambda content, language: str(get(content))


def _plant_words(number: int) -> ValueMaker:
    """What plant N does, as a phrase: "burns 2 coal to power 1 city"."""

    def make(content: PowerGridContent, language: str) -> str:
        plant = content.plant(number)
        if _lang(language) == "zh_TW":
            if plant.fuel_needed == 0:
                return f"不用燃料就能供電給 {_cities(plant.cities, language)}"
            fuel = _fuel_of(content, plant, language)
            return f"燒 {plant.fuel_needed} 個{fuel}，供電給 {_cities(plant.cities, language)}"
        if plant.fuel_needed == 0:
            return f"needs no fuel and powers {_cities(plant.cities, language)}"
        return (
            f"burns {plant.fuel_needed} {_fuel_of(content, plant, language)} to power {_cities(plant.cities, language)}"
        )

    return make


def _plant_storage(number: int) -> ValueMaker:
    """How much fuel plant N may hold: twice what it burns, with the fuel's name."""

    def make(content: PowerGridContent, language: str) -> str:
        plant = content.plant(number)
        amount = 2 * plant.fuel_needed
        fuel = _fuel_of(content, plant, language)
        return f"{amount} 個{fuel}" if _lang(language) == "zh_TW" else f"{amount} {fuel}"

    return make


def _pay(cities: int) -> ValueMaker:
    return lambda content, language: str(content.payment[min(cities, len(content.payment) - 1)])


def _per_players(n: int, field: str) -> ValueMaker:
    def make(content: PowerGridContent, language: str) -> str:
        rules = content.player_counts.get(n)
        return str(getattr(rules, field)) if rules is not None else "—"

    return make


def _start_prices(content: PowerGridContent, resource: Resource) -> list[int]:
    """The prices of the fuel in the market at setup, cheapest first (the full slots)."""
    track = content.resource_tracks[resource]
    return list(track.slot_prices[len(track.slot_prices) - track.start_count :])


def _start_price(resource: Resource) -> ValueMaker:
    def make(content: PowerGridContent, language: str) -> str:
        prices = _start_prices(content, resource)
        return str(prices[0]) if prices else "—"

    return make


EXAMPLE_COAL = 4  # coal bought in the resources example


def _coal_sum(content: PowerGridContent, language: str) -> str:
    return " + ".join(str(p) for p in _start_prices(content, Resource.COAL)[:EXAMPLE_COAL])


def _coal_total(content: PowerGridContent, language: str) -> str:
    return str(sum(_start_prices(content, Resource.COAL)[:EXAMPLE_COAL]))


def _cheapest_path(game_map: GameMap, start: str, goal: str) -> int:
    """The cheapest cable cost between two cities of a map (every region in play)."""
    links: dict[str, list[tuple[str, int]]] = {c.id: [] for c in game_map.cities}
    for c in game_map.connections:
        links[c.a].append((c.b, c.cost))
        links[c.b].append((c.a, c.cost))
    best = {start: 0}
    queue = [(0, start)]
    while queue:
        cost, city = heapq.heappop(queue)
        if city == goal:
            return cost
        if cost > best.get(city, cost):
            continue
        for other, step in links.get(city, []):
            if cost + step < best.get(other, cost + step + 1):
                best[other] = cost + step
                heapq.heappush(queue, (cost + step, other))
    return 0


def _default_map(content: PowerGridContent) -> GameMap:
    return content.maps[content.default_map]


def _city_name(city_id: str) -> ValueMaker:
    def make(content: PowerGridContent, language: str) -> str:
        city = next((c for c in _default_map(content).cities if c.id == city_id), None)
        return city.name.get(language) if city is not None else city_id

    return make


def _example_cable(content: PowerGridContent) -> int:
    return _cheapest_path(_default_map(content), EXAMPLE_FIRST_CITY, EXAMPLE_SECOND_CITY)


def _mei_capacity(content: PowerGridContent) -> int:
    return sum(content.plant(n).cities for n in EXAMPLE_MEI_PLANTS)


def _mei_powered(content: PowerGridContent) -> int:
    return min(_mei_capacity(content), EXAMPLE_MEI_CITIES)


def _list_plants(numbers: tuple[int, ...], language: str) -> str:
    return _join([str(n) for n in numbers], language)


VALUES: dict[str, ValueMaker] = {
    "start_money": _number(lambda c: c.start_money),
    "houses": _number(lambda c: c.houses_per_player),
    "city_cost_1": _number(lambda c: c.city_costs[0]),
    "city_cost_2": _number(lambda c: c.city_costs[1]),
    "city_cost_3": _number(lambda c: c.city_costs[2]),
    "market_size": _number(lambda c: c.market_size),
    "buyable": _number(lambda c: c.buyable_count),
    "future_count": _number(lambda c: c.market_size - c.buyable_count),
    "step3_market_size": _number(lambda c: c.step3_market_size),
    "top_plant": _number(lambda c: c.top_plant),
    "opening_buyable": lambda c, lang: _list_plants(tuple(sorted(c.opening_market))[: c.buyable_count], lang),
    "opening_future": lambda c, lang: _list_plants(tuple(sorted(c.opening_market))[c.buyable_count :], lang),
    "plant_count": _number(lambda c: len(c.plants)),
    "min_players": _number(lambda c: min(c.player_counts)),
    "max_players": _number(lambda c: max(c.player_counts)),
    "payment_most": _number(lambda c: c.payment[-1]),
    "payment_most_cities": _number(lambda c: len(c.payment) - 1),
    "coal_start_price": _start_price(Resource.COAL),
    "uranium_start_price": _start_price(Resource.URANIUM),
    "coal_example_amount": lambda c, lang: str(EXAMPLE_COAL),
    "coal_example_sum": _coal_sum,
    "coal_example_total": _coal_total,
    "example_first_city": _city_name(EXAMPLE_FIRST_CITY),
    "example_second_city": _city_name(EXAMPLE_SECOND_CITY),
    "example_cable": _number(_example_cable),
    "example_second_total": _number(lambda c: _example_cable(c) + c.city_costs[0]),
    "example_share_total": _number(lambda c: _example_cable(c) + c.city_costs[1]),
    "mei_capacity": lambda c, lang: _cities(_mei_capacity(c), lang),
    "mei_powered": lambda c, lang: _cities(_mei_powered(c), lang),
    "mei_income": _number(lambda c: c.payment[min(_mei_powered(c), len(c.payment) - 1)]),
    "mei_cities": lambda c, lang: _cities(EXAMPLE_MEI_CITIES, lang),
    **{f"plant_{n}": _plant_words(n) for n in EXAMPLE_PLANTS},
    **{f"plant_{n}_storage": _plant_storage(n) for n in EXAMPLE_PLANTS},
    **{f"pay_{n}": _pay(n) for n in range(0, 21)},
    **{f"step2_{n}p": _per_players(n, "step2_cities") for n in range(2, 7)},
    **{f"end_{n}p": _per_players(n, "end_cities") for n in range(2, 7)},
    **{f"max_plants_{n}p": _per_players(n, "max_plants") for n in range(2, 7)},
}


# --- pictures -----------------------------------------------------------------------------


def _is_plant(content: PowerGridContent, arg: str) -> bool:
    return arg.isdigit() and any(p.number == int(arg) for p in content.plants)


def _is_fuel(content: PowerGridContent, arg: str) -> bool:
    return any(t.resource.name.lower() == arg for t in content.resource_tracks)


def _is_city(content: PowerGridContent, arg: str) -> bool:
    return any(c.id == arg for m in content.maps.values() for c in m.cities)


PICTURES: dict[str, PictureCheck] = {
    "plant": _is_plant,  # a plant card, by number: {{picture plant 13}}
    "fuel": _is_fuel,  # a fuel token: {{picture fuel coal}}
    "fuels": lambda content, arg: arg == "",  # every fuel's token in a row, with its name
    "city": _is_city,  # a city tile with one house built, in Step 2: {{picture city taipei}}
    "resource_market": lambda content, arg: arg == "start",  # the market as set up
    "step3": lambda content, arg: arg == "",  # the Step 3 card
}


__all__ = ["EXAMPLE_PLANTS", "FIGURES", "MOMENTS", "PICTURES", "VALUES"]
