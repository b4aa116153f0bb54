"""Aladdin & the Magic Lamp's hint reasons: code -> the numbers each carries
(see `content/hints/__init__.py`)."""

CODES: dict[str, tuple[str, ...]] = {
    "place_die": ("chest", "value", "kept", "bust"),
    "rub_match": ("value",),
    "rub_unmatched": (),
    "keep_still": (),
    "draw_first": ("chance", "drawn", "spare"),
    "draw_safe": ("drawn", "spare", "most"),
    "draw": ("chance", "drawn", "spare"),
    "stop": ("chance", "drawn", "spare"),
    "stop_empty": ("drawn",),
    "accept_wish": ("value",),
    "accept_last_wish": ("number",),
    "refuse_wish": ("value",),
    "take_card": ("kind", "chest", "value"),
    "take_ring": ("bonus",),
    "take_nothing": (),
    "amulet_lead": ("gem",),
    "amulet_tie": ("gem",),
    "amulet_add": ("gem",),
    "amulet_alone": (),
    "name_thief": ("player", "score"),
    "choose_chest": ("chest",),
    "choose_chest_no_wizard": ("chest",),
    "set_die_explore": ("value",),
    "set_die": ("value",),
    "only_move": (),
    # the searching expert's (ai/search.py): after the normal player's reason, and its own
    "search_kept": ("games", "won", "others"),
    "searched_better": ("games", "chance", "usual"),
    "searched_lead": (),
    # the move's energy lesson (ai/energy.py): said before the game reason in a classroom's E
    "energy_enough": ("drawn",),
}

WORDS = (
    "bronze",
    "silver",
    "gold",
    "wizard",
    "diamond",
    "ruby",
    "sapphire",
    "emerald",
    "ring",
    "bracelet",
    "necklace",
    "amulet",
)
