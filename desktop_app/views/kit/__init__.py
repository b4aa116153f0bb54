"""The view kit: pieces every game window uses, written once (issue 12).

marks     the player mark (colour + shape), painted and as an icon
game_log  the narrated game log widget
items     board items that repaint only when their data changed
scoreboard the end screen: winners, the score table from a column spec, the energy lesson
"""
