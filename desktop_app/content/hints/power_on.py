"""Power On!'s hint reasons: code -> the numbers each carries (see `content/hints/__init__.py`)."""

CODES: dict[str, tuple[str, ...]] = {
    "stack": ("height",),
    "discard": ("card",),
    "run_renewable_end": ("plant",),
    "run_hydro": ("plant",),
    "run_renewable_two": ("plant", "back"),
    "light": ("city", "count", "stars"),
    "light_none": ("power",),
    "play_bonus": ("card", "city", "need"),
    "generate": ("plant", "power", "city", "need", "risk"),
    "generate_cycle": ("plant", "risk"),
    "build": ("plant",),
    "play_function": ("card",),
    "play_function_cycle": ("card",),
    "take_market": ("card",),
    "draw": ("hand", "limit"),
    "end_actions": ("actions",),
    # the searching expert's (ai/search.py): after the normal player's reason, and its own
    "search_kept": ("games", "won", "others"),
    "searched_better": ("games", "chance", "usual"),
    "searched_lead": (),
    # the move's energy lesson (ai/energy.py): said before the game reason in a classroom's E
    "energy_carbon_run": ("plant", "tokens"),
    "energy_clean_run": ("plant",),
    "energy_build_carbon": ("plant", "tokens"),
    "energy_build_weather": ("plant",),
    "energy_build_clean": ("plant",),
    "energy_stack": (),
}
