"""Power Butler's hint reasons: code -> the numbers each carries (see `content/hints/__init__.py`)."""

CODES: dict[str, tuple[str, ...]] = {
    "roll": (),
    "reroll": ("count", "kept"),
    "reroll_all": ("count",),
    "keep_dice": ("count",),
    "reroll_simple": ("count", "kept"),  # the simple mode's (no conditions: pictures buy nothing)
    "keep_dice_simple": ("count",),
    "buy": ("appliance", "points", "variety", "power", "value"),
    "buy_new_kind": ("appliance", "points", "variety", "power", "value"),
    "place_marker": ("appliance", "remaining"),
    "pay_bill": ("amount", "owed"),
    "end_turn": ("owed",),
    "end_turn_paid": (),
    # the searching expert's (ai/search.py): after the normal player's reason, and its own
    "search_kept": ("games", "won", "others"),
    "searched_better": ("games", "chance", "usual"),
    "searched_lead": (),
    # the move's energy lesson (ai/energy.py): said before the game reason in a classroom's E
    "energy_appliance": ("appliance", "kwh", "power"),
    "energy_appliance_compare": ("appliance", "kwh", "power", "times", "small"),
    "energy_bill": ("kwh", "usage"),
}
