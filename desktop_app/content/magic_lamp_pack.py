"""Read the `magic_lamp/` folder of a pack: validate every file, cross-check, build the content.

Files: `chests.yaml` (metals, kind names, the chest cards), `lamp.yaml` (the lamp cards and
their effects) and `setup.yaml` (starting cards, ring, scoring numbers, player counts). Every
problem is logged with file, entry and field; `MagicLampContent` is built only when none was.
Effects are data: an unknown effect type, or a parameter its type does not take, is an error.
"""

from __future__ import annotations

from types import MappingProxyType

from desktop_app.content.magic_lamp import (
    CATEGORY_OF,
    Category,
    ChestCard,
    Effect,
    EffectType,
    Kind,
    LampCard,
    MagicLampContent,
    Metal,
)
from desktop_app.content.model import LocalizedText
from desktop_app.content.pack import PackReader
from desktop_app.content.schema_magic_lamp import (
    ChestCardModel,
    ChestsFileModel,
    KindModel,
    LampCardModel,
    LampFileModel,
    MetalModel,
    PlayerCountModel,
    SetupFileModel,
    StartingCardModel,
)
from desktop_app.content.validation import (
    IssueLog,
    entry_label,
    raw_list,
    validate_document,
    validate_items,
)

GAME_FOLDER = "magic_lamp"
CHESTS_FILE = f"{GAME_FOLDER}/chests.yaml"
LAMP_FILE = f"{GAME_FOLDER}/lamp.yaml"
SETUP_FILE = f"{GAME_FOLDER}/setup.yaml"
MARKER_FILE = "lamp.yaml"
PLAYER_COUNTS = (2, 3, 4, 5)

# The parameters each effect type takes (the others must be left out).
EFFECT_PARAMS: dict[EffectType, frozenset[str]] = {
    EffectType.TAKE_FROM_DISCARD: frozenset({"count"}),
    EffectType.STEAL_TREASURE: frozenset(),
    EffectType.FREE_DRAW: frozenset({"count", "metal"}),
    EffectType.SCORPION_WARD: frozenset({"amount"}),
    EffectType.RETUNE_DIE: frozenset({"max_change"}),
}
_METAL_IDS = ", ".join(m.value for m in Metal)
_KIND_IDS = ", ".join(k.value for k in Kind)
_EFFECT_IDS = ", ".join(e.value for e in EffectType)


class _Ids:
    """Card ids seen so far in any file, so a duplicate across files is caught too."""

    def __init__(self) -> None:
        self.where: dict[str, str] = {}

    def claim(self, card_id: str, where: str, file: str, label: str, log: IssueLog) -> bool:
        if card_id in self.where:
            log.add(file, label, "id", f"duplicate card id '{card_id}' (already used by {self.where[card_id]})")
            return False
        self.where[card_id] = where
        return True


def _read_chests(
    reader: PackReader, ids: _Ids
) -> tuple[dict[Metal, LocalizedText], dict[Metal, int], dict[Kind, LocalizedText], list[ChestCard]] | None:
    log, file = reader.log, CHESTS_FILE
    ok, data = reader.read(file)
    if not ok:
        return None
    doc = validate_document(ChestsFileModel, data, file, log)
    if doc is None:
        return None
    metal_names: dict[Metal, LocalizedText] = {}
    set_bonus: dict[Metal, int] = {}
    raw = raw_list(data, "metals")
    for index, metal_model in validate_items(MetalModel, raw, file, "metals", log):
        label = entry_label("metals", index, raw[index])
        if metal_model.id not in {m.value for m in Metal}:
            log.add(file, label, "id", f"unknown metal '{metal_model.id}'; the chests are: {_METAL_IDS}")
            continue
        metal = Metal(metal_model.id)
        if metal in metal_names:
            log.add(file, label, "id", f"metal '{metal_model.id}' is listed twice")
            continue
        metal_names[metal] = metal_model.name.to_text()
        set_bonus[metal] = metal_model.set_bonus
    for metal in Metal:
        if metal not in metal_names and raw:
            log.add(file, "metals", "-", f"the {metal.value} chest is missing")
    kind_names: dict[Kind, LocalizedText] = {}
    raw = raw_list(data, "kinds")
    for index, kind_model in validate_items(KindModel, raw, file, "kinds", log):
        label = entry_label("kinds", index, raw[index])
        if kind_model.id not in {k.value for k in Kind}:
            log.add(file, label, "id", f"unknown card kind '{kind_model.id}'; the kinds are: {_KIND_IDS}")
        elif Kind(kind_model.id) in kind_names:
            log.add(file, label, "id", f"kind '{kind_model.id}' is listed twice")
        else:
            kind_names[Kind(kind_model.id)] = kind_model.name.to_text()
    for kind in Kind:
        if kind not in kind_names:
            log.add(file, "kinds", "-", f"the kind '{kind.value}' has no name")
    cards: list[ChestCard] = []
    raw = raw_list(data, "cards")
    for index, card_model in validate_items(ChestCardModel, raw, file, "cards", log):
        label = entry_label("cards", index, raw[index])
        good = True
        if card_model.metal not in {m.value for m in Metal}:
            log.add(file, label, "metal", f"unknown metal '{card_model.metal}'; the chests are: {_METAL_IDS}")
            good = False
        if card_model.kind not in {k.value for k in Kind}:
            log.add(file, label, "kind", f"unknown card kind '{card_model.kind}'; the kinds are: {_KIND_IDS}")
            good = False
        elif card_model.kind == Kind.WIZARD.value and card_model.scorpions:
            log.add(file, label, "scorpions", "a wizard card carries no scorpions: use 0")
            good = False
        if not ids.claim(card_model.id, f"cards[{index}]", file, label, log) or not good:
            continue
        cards.append(ChestCard(card_model.id, Metal(card_model.metal), Kind(card_model.kind), card_model.scorpions))
    return metal_names, set_bonus, kind_names, cards


def _effect(model: LampCardModel, file: str, label: str, log: IssueLog) -> Effect | None:
    spec = model.effect
    if spec.type not in {e.value for e in EffectType}:
        log.add(file, label, "effect.type", f"unknown effect type '{spec.type}'; the rules know: {_EFFECT_IDS}")
        return None
    kind = EffectType(spec.type)
    allowed = EFFECT_PARAMS[kind]
    good = True
    for param in ("count", "amount", "max_change", "metal"):
        if getattr(spec, param) is not None and param not in allowed:
            log.add(file, label, f"effect.{param}", f"a {kind.value} effect takes no '{param}'")
            good = False
    if spec.metal is not None and spec.metal not in {m.value for m in Metal}:
        log.add(file, label, "effect.metal", f"unknown metal '{spec.metal}'; the chests are: {_METAL_IDS}")
        good = False
    if not good:
        return None
    return Effect(
        type=kind,
        count=spec.count or 1,
        amount=spec.amount or 1,
        max_change=spec.max_change or 1,
        metal=Metal(spec.metal) if spec.metal else None,
    )


def _read_lamp(reader: PackReader) -> list[LampCard] | None:
    log, file = reader.log, LAMP_FILE
    ok, data = reader.read(file)
    if not ok:
        return None
    doc = validate_document(LampFileModel, data, file, log)
    if doc is None:
        return None
    raw = raw_list(data, "lamp_cards")
    seen: dict[str, int] = {}
    out: list[LampCard] = []
    for index, model in validate_items(LampCardModel, raw, file, "lamp_cards", log):
        label = entry_label("lamp_cards", index, raw[index])
        if model.id in seen:
            log.add(
                file, label, "id", f"duplicate lamp card id '{model.id}' (already used by lamp_cards[{seen[model.id]}])"
            )
            continue
        seen[model.id] = index
        effect = _effect(model, file, label, log)
        if effect is not None:
            out.append(LampCard(model.id, model.name.to_text(), model.text.to_text(), effect))
    if not raw:
        log.add(file, "lamp_cards", "-", "there must be at least 3 lamp cards (a genie grants up to three wishes)")
    return out


def _read_setup(
    reader: PackReader, ids: _Ids
) -> tuple[SetupFileModel, list[ChestCard], dict[int, PlayerCountModel]] | None:
    log, file = reader.log, SETUP_FILE
    ok, data = reader.read(file)
    if not ok:
        return None
    doc = validate_document(SetupFileModel, data, file, log)
    if doc is None:
        return None
    starting: list[ChestCard] = []
    raw = raw_list(data, "starting_cards")
    for index, model in validate_items(StartingCardModel, raw, file, "starting_cards", log):
        label = entry_label("starting_cards", index, raw[index])
        if model.kind not in {k.value for k in Kind}:
            log.add(file, label, "kind", f"unknown card kind '{model.kind}'; the kinds are: {_KIND_IDS}")
            continue
        if CATEGORY_OF[Kind(model.kind)] is not Category.GEM:
            log.add(
                file,
                label,
                "kind",
                f"a starting card is a gem (diamond, ruby, sapphire or emerald), not '{model.kind}'",
            )
            continue
        if ids.claim(model.id, f"starting_cards[{index}]", file, label, log):
            starting.append(ChestCard(model.id, None, Kind(model.kind), 0))
    counts: dict[int, PlayerCountModel] = {}
    raw = raw_list(data, "player_counts")
    for index, row in validate_items(PlayerCountModel, raw, file, "player_counts", log):
        if row.players in counts:
            log.add(
                file,
                entry_label("player_counts", index, raw[index]),
                "players",
                f"{row.players} players are listed twice",
            )
        else:
            counts[row.players] = row
    for players in PLAYER_COUNTS:
        if players not in counts:
            log.add(file, "player_counts", "-", f"no row for {players} players (the game is for 2 to 5)")
        elif counts[players].players * counts[players].starting_cards > len(raw_list(data, "starting_cards")):
            log.add(
                file,
                f"player_counts ({players} players)",
                "starting_cards",
                f"{players} players need {players * counts[players].starting_cards} starting cards, "
                f"but there are {len(raw_list(data, 'starting_cards'))}",
            )
    return doc, starting, counts


def _cross_check(cards: list[ChestCard], lamp: list[LampCard], wizard_from_bottom: int, log: IssueLog) -> None:
    for metal in Metal:
        own = [c for c in cards if c.metal is metal]
        wizards = sum(1 for c in own if c.kind is Kind.WIZARD)
        if wizards != 1:
            log.add(CHESTS_FILE, "cards", "kind", f"the {metal.value} chest needs exactly 1 wizard, not {wizards}")
        if len(own) < wizard_from_bottom:
            log.add(
                CHESTS_FILE,
                "cards",
                "metal",
                f"the {metal.value} chest has {len(own)} cards; the wizard goes {wizard_from_bottom}th from the bottom",
            )
    if 0 < len(lamp) < 3:
        log.add(LAMP_FILE, "lamp_cards", "-", "there must be at least 3 lamp cards (a genie grants up to three wishes)")


def read_magic_lamp(reader: PackReader, pack_version: str | None) -> MagicLampContent | None:
    """Validate `<pack root>/magic_lamp/`; the content, or None when anything was logged."""
    log = reader.log
    before = len(log.issues)
    ids = _Ids()
    chests = _read_chests(reader, ids)
    lamp = _read_lamp(reader)
    setup = _read_setup(reader, ids)
    if chests is not None and lamp is not None and setup is not None:
        _cross_check(chests[3], lamp, setup[0].wizard_from_bottom, log)
    if len(log.issues) > before or None in (chests, lamp, setup, reader.content_version, pack_version):
        return None
    assert chests is not None and lamp is not None and setup is not None
    metal_names, set_bonus, kind_names, cards = chests
    doc, starting, counts = setup
    order = {m: i for i, m in enumerate(Metal)}
    return MagicLampContent(
        content_version=reader.content_version or 1,
        pack_version=pack_version or "",
        metal_names=MappingProxyType(metal_names),
        kind_names=MappingProxyType(kind_names),
        set_bonus=MappingProxyType(set_bonus),
        chest_cards=tuple(sorted(cards, key=lambda c: order[c.metal] if c.metal is not None else -1)),
        starting_cards=tuple(starting),
        lamp_cards=tuple(lamp),
        ring_name=doc.ring.name.to_text(),
        majority_bonus=doc.majority_bonus,
        ring_bonus=doc.ring.bonus,
        wizard_from_bottom=doc.wizard_from_bottom,
        starting_per_player=MappingProxyType({p: r.starting_cards for p, r in counts.items()}),
        dice_per_player=MappingProxyType({p: r.dice for p, r in counts.items()}),
    )


def summarize_magic_lamp(content: MagicLampContent) -> str:
    """One line for `validate-content`."""
    return (
        f"magic_lamp: {len(content.chest_cards)} chest cards, {len(content.lamp_cards)} lamp cards, "
        f"{len(content.starting_cards)} starting cards"
    )
