"""Power Grid's hint reasons: code -> the numbers each carries (see `content/hints/__init__.py`)."""

CODES: dict[str, tuple[str, ...]] = {
    "open_auction": ("plant", "gain", "cap"),
    "open_auction_free": ("plant", "cities", "gain", "cap"),
    "first_plant": ("plant", "gain"),
    "decline_auction": ("plant", "gain"),
    "decline_no_money": ("money", "cheapest"),
    "decline_no_plant": (),
    "bid": ("plant", "amount", "cap"),
    "pass_unwanted": ("plant", "gain"),
    "pass_bid": ("plant", "amount", "cap"),
    "discard": ("plant", "kept"),
    "buy": ("amount", "resource", "cost", "cities"),
    "end_buying": ("cities",),
    "build": ("city", "cost", "money"),
    "end_building_full": ("cities", "power"),
    "end_building_hold": ("cities", "end"),
    "end_building_money": ("cost", "money"),
    "end_building_none": ("cities",),
    "run": ("powered", "earned", "fuel"),
    "run_none": ("earned",),
    # the searching expert's (ai/search.py): after the normal player's reason, and its own
    "search_kept": ("games", "won", "others"),
    "searched_better": ("games", "chance", "usual"),
    "searched_lead": (),
    # the move's energy lesson (ai/energy.py): said before the game reason in a classroom's E
    "energy_plant_fuel": ("plant", "fuel", "units", "cities", "tonnes"),
    "energy_plant_hybrid": ("plant", "fuel", "units", "cities", "tonnes"),
    "energy_plant_no_co2": ("plant", "fuel", "units", "cities"),
    "energy_plant_clean": ("plant", "cities"),
    "energy_buy": ("amount", "fuel", "tonnes"),
    "energy_buy_clean": ("fuel",),
    "energy_run": ("units", "fuel", "tonnes", "powered"),
    "energy_run_clean": ("plants",),
}

WORDS = ("coal", "oil", "garbage", "uranium")
