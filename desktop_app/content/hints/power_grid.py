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
}

WORDS = ("coal", "oil", "garbage", "uranium")
