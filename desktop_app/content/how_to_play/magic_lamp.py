"""Aladdin & the Magic Lamp's rules reference (`game_data/magic_lamp/how_to_play.yaml`): the
figures, values and pictures its sections name, and the moments of a game F1 can be asked in.

Every number a section shows comes from the game's pack (`chests.yaml`, `lamp.yaml`,
`setup.yaml`) through a figure or a value here, so the reference cannot drift from the game.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable

from desktop_app.content.how_to_play import FigureMaker, PictureCheck, Table, ValueMaker
from desktop_app.content.magic_lamp import GEMS, METALS, Kind, MagicLampContent, Metal

# The moments a game window can be in, which F1 explains (rules/magic_lamp/moments.py says
# which one a state is in):
#   choose     everyone sets their dice on the treasure board in secret
#   race       the dice are shown: the race to touch the lamp
#   wish       a genie's wishes (a wish shown, a card, chest or die it asks for)
#   calm       a false touch: the toucher names who may take a treasure from them
#   explore    drawing from a chest, card by card
#   amulet     placing an amulet just gained
#   ring       the magic ring's power: a card from the discard pile (magic ring variant)
#   game_over  the wizard was found: the scores
MOMENTS: tuple[str, ...] = ("choose", "race", "wish", "calm", "explore", "amulet", "ring", "game_over")


def _zh(language: str) -> bool:
    return language.replace("-", "_").lower().startswith("zh")


def _words(language: str, zh: str, en: str) -> str:
    return zh if _zh(language) else en


def _metal_cards(content: MagicLampContent, metal: Metal) -> list[Kind]:
    return [card.kind for card in content.chest_cards if card.metal is metal]


def _metal_names(content: MagicLampContent, language: str) -> tuple[str, ...]:
    return tuple(content.metal_names[m].get(language) for m in METALS)


def _kind(content: MagicLampContent, kind: Kind, language: str) -> str:
    return content.kind_names[kind].get(language)


# --- figures ------------------------------------------------------------------------------


def _box(content: MagicLampContent, language: str) -> Table:
    """What is in the box, with how many of each."""
    headings = (_words(language, "配件", "Component"), _words(language, "數量", "How many"))
    rows: list[tuple[str, ...]] = []
    for metal in METALS:
        name = content.metal_names[metal].get(language)
        rows.append((_words(language, f"{name}的卡", f"{name} cards"), str(len(_metal_cards(content, metal)))))
    rows.append((_words(language, "神燈卡", "Lamp cards"), str(len(content.lamp_cards))))
    starting = Counter(card.kind for card in content.starting_cards)
    each = "、".join(f"{_kind(content, k, language)} {starting[k]}" for k in GEMS if starting[k])
    each_en = ", ".join(f"{starting[k]} {_kind(content, k, language).lower()}" for k in GEMS if starting[k])
    rows.append(
        (
            _words(language, "起始卡", "Starting cards"),
            _words(language, f"{len(content.starting_cards)}（{each}）", f"{len(content.starting_cards)} ({each_en})"),
        )
    )
    most = max(content.dice_per_player)
    rows.append(
        (
            _words(language, "寶藏板塊與骰子", "Treasure boards and dice"),
            _words(language, f"各 {most}", f"{most} of each"),
        )
    )
    rows.append((content.ring_name.get(language), _words(language, "1（變化玩法才用）", "1 (variant only)")))
    return headings, tuple(rows)


def _chest_contents(content: MagicLampContent, language: str) -> Table:
    """Each chest's cards by kind, with the chest's total."""
    headings = (_words(language, "卡牌", "Card"), *_metal_names(content, language))
    per_metal = [Counter(_metal_cards(content, m)) for m in METALS]
    rows = [(_kind(content, kind, language), *(str(c[kind]) for c in per_metal)) for kind in Kind]
    rows.append((_words(language, "合計", "Total"), *(str(sum(c.values())) for c in per_metal)))
    return headings, tuple(rows)


def _scorpions(content: MagicLampContent, language: str) -> Table:
    """How many cards of each chest show 0, 1, 2... scorpions, and the chest's scorpions in all."""
    headings = (_words(language, "卡上的毒蠍", "Cards showing"), *_metal_names(content, language))
    per_metal = [[card.scorpions for card in content.chest_cards if card.metal is m] for m in METALS]
    most = max(card.scorpions for card in content.chest_cards)
    rows = []
    for n in range(most + 1):
        label = _words(language, f"{n} 隻毒蠍的卡", f"{n} scorpion" + ("" if n == 1 else "s"))
        rows.append((label, *(str(counts.count(n)) for counts in per_metal)))
    rows.append((_words(language, "整個寶箱的毒蠍", "Scorpions in the whole chest"), *(str(sum(c)) for c in per_metal)))
    return headings, tuple(rows)


def _players(content: MagicLampContent, language: str) -> Table:
    """Dice and starting cards each, by the number of players."""
    headings = (
        _words(language, "玩家人數", "Players"),
        _words(language, "每人骰子", "Dice each"),
        _words(language, "每人起始卡", "Starting cards each"),
    )
    rows = tuple(
        (str(n), str(content.dice_per_player[n]), str(content.starting_per_player[n]))
        for n in sorted(content.dice_per_player)
    )
    return headings, rows


def _set_bonus(content: MagicLampContent, language: str) -> Table:
    """What a complete ring + bracelet + necklace set of each chest adds."""
    headings = (_words(language, "成套飾品", "Complete set"), _words(language, "額外加分", "Bonus points"))
    set_words = "+".join(_kind(content, k, language) for k in (Kind.RING, Kind.BRACELET, Kind.NECKLACE))
    rows = tuple(
        (
            _words(
                language,
                f"{content.metal_names[m].get(language)}：{set_words}",
                f"{content.metal_names[m].get(language)}: {set_words.lower()}",
            ),
            f"+{content.set_bonus[m]}",
        )
        for m in METALS
    )
    return headings, rows


def _scoring(content: MagicLampContent, language: str) -> Table:
    """Every way to score at the end."""
    headings = (_words(language, "你有", "You have"), _words(language, "得分", "Points"))
    rows: list[tuple[str, ...]] = [
        (
            _words(language, "每一張寶石、飾品或護符卡", "Each gem, accessory or amulet card"),
            "1",
        )
    ]
    set_words = _words(language, "一整套{}飾品", "A complete {} set")
    for m in METALS:
        name = content.metal_names[m].get(language)
        short = name.removesuffix("寶箱") if _zh(language) else name.split()[0].lower()
        rows.append((set_words.format(short), f"+{content.set_bonus[m]}"))
    rows.append(
        (
            _words(language, "某一種顏色的寶石比別人都多", "The most of one gem colour (no tie)"),
            _words(language, f"每種顏色 +{content.majority_bonus}", f"+{content.majority_bonus} per colour"),
        )
    )
    rows.append(
        (
            _words(
                language,
                f"{content.ring_name.get(language)}（變化玩法）",
                f"The {content.ring_name.en.lower()} (variant)",
            ),
            f"+{content.ring_bonus}",
        )
    )
    return headings, tuple(rows)


def _wishes(content: MagicLampContent, language: str) -> Table:
    """The lamp cards, alike ones together: what the wish does and the cards that grant it."""
    headings = (
        _words(language, "願望", "Wish"),
        _words(language, "卡名", "Cards"),
        _words(language, "張數", "How many"),
    )
    groups: dict[str, list[str]] = {}
    for card in content.lamp_cards:
        groups.setdefault(card.text.get(language), []).append(card.name.get(language))
    sep = "、" if _zh(language) else ", "
    rows = tuple((text, sep.join(names), str(len(names))) for text, names in groups.items())
    return headings, rows


FIGURES: dict[str, FigureMaker] = {
    "box": _box,
    "chest_contents": _chest_contents,
    "scorpions": _scorpions,
    "players": _players,
    "set_bonus": _set_bonus,
    "scoring": _scoring,
    "wishes": _wishes,
}


# --- values -------------------------------------------------------------------------------


def _per_chest(content: MagicLampContent) -> int:
    return len(_metal_cards(content, METALS[0]))


def _number(get: Callable[[MagicLampContent], int]) -> ValueMaker:
    def make(content: MagicLampContent, language: str) -> str:
        return str(get(content))

    return make


VALUES: dict[str, ValueMaker] = {
    "cards_per_chest": _number(_per_chest),
    "lamp_cards": _number(lambda c: len(c.lamp_cards)),
    "starting_cards": _number(lambda c: len(c.starting_cards)),
    "wizard_from_bottom": _number(lambda c: c.wizard_from_bottom),
    "cards_under_wizard": _number(lambda c: c.wizard_from_bottom - 1),
    "cards_before_wizard": _number(lambda c: _per_chest(c) - c.wizard_from_bottom),
    "majority_bonus": _number(lambda c: c.majority_bonus),
    "ring_bonus": _number(lambda c: c.ring_bonus),
    "set_bonus_bronze": _number(lambda c: c.set_bonus[Metal.BRONZE]),
    "fewest_players": _number(lambda c: min(c.dice_per_player)),
    "most_players": _number(lambda c: max(c.dice_per_player)),
    "dice_with_two": _number(lambda c: c.dice_per_player[min(c.dice_per_player)]),
    "starting_with_two": _number(lambda c: c.starting_per_player[min(c.starting_per_player)]),
}


# --- pictures -----------------------------------------------------------------------------
# cards A.B     chest or starting card faces side by side (chests.yaml / setup.yaml ids)
# chest METAL   a chest's deck, face down, as on the table (bronze, silver or gold)
# dice A.B.C   dice showing A, B, C (1-6), each in the next seat's colour
# lamp          the lamp deck
# ring          the magic ring token
# board A.B     a player's treasure board with dice: each part METAL-N (a die showing N)
# collection A.B  a player's collection: each part a card id (amulets under a gem they hold)


def _card_ids(content: MagicLampContent) -> set[str]:
    return {card.id for card in content.all_cards}


def _die_part(part: str) -> bool:
    metal, _, value = part.partition("-")
    return metal in {m.value for m in METALS} and value in {"1", "2", "3", "4", "5", "6"}


def _board(content: MagicLampContent, arg: str) -> bool:
    return bool(arg) and all(_die_part(part) for part in arg.split("."))


def _collection(content: MagicLampContent, arg: str) -> bool:
    return bool(arg) and set(arg.split(".")) <= _card_ids(content)


PICTURES: dict[str, PictureCheck] = {
    "cards": lambda content, arg: bool(arg) and set(arg.split(".")) <= _card_ids(content),
    "chest": lambda content, arg: arg in {m.value for m in METALS},
    "dice": lambda content, arg: bool(arg) and set(arg.split(".")) <= set("123456"),
    "lamp": lambda content, arg: arg == "",
    "ring": lambda content, arg: arg == "",
    "board": _board,
    "collection": _collection,
}

__all__ = ["FIGURES", "MOMENTS", "PICTURES", "VALUES"]
