"""The rules reference's pictures for 電力管家 (Power Butler), drawn by the table's own items.

`draw_picture(kind, arg, content, language, height)` fills the same item the board shows (an
appliance card, the event row over its markers, a usage-track lane, a home) or calls the same
painter (a die, a purchase marker), paints it alone into a transparent QImage about `height`
logical pixels tall, drawn at device pixel ratio 2 (twice as many pixels: sharp on a
high-density screen), as views/how_to_play.py asks. The kinds and
their arguments are the ones `desktop_app/content/how_to_play/power_butler.py` (PICTURES) checks:

- `appliance ID`: an appliance card as the shop shows it in the standard game;
- `dice FACE.FACE...`: a row of dice (faces by their pack ids: one, two, three, space...);
- `event_row N`: five event cards over the five markers, N 3元/! dice on the markers and the
  card they set off lit (the rules say which marker fills and which card fires);
- `track USAGE.PAID`: one lane of the usage track;
- `markers SEAT`: a player's four purchase markers (money, then the three conditions);
- `home ID.ID...[-USAGE-PAID]`: a player's home with those appliances (and that usage and bill),
  its score worked out by the rules.

The few words drawn inside an item (a caption, "%1 kWh/month", "Player") are the board's own,
read from the game's catalogue (power_butler_<language>.qm) for the language asked for,
whatever language the app runs in.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QRectF, QTranslator
from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import QStyleOptionGraphicsItem

from desktop_app.content.power_butler import FACE_IDS, PowerButlerContent
from desktop_app.paths import translations_dir
from desktop_app.rules.power_butler.cards import firing_position, marker_fill_order
from desktop_app.rules.power_butler.engine import new_game, score
from desktop_app.rules.power_butler.queries import EVENT_MARKERS, kinds_owned, monthly_kwh
from desktop_app.rules.power_butler.state import Mode, PowerButlerOptions
from desktop_app.views.kit.marks import paint_mark
from desktop_app.views.kit.narration import fill, plural
from desktop_app.views.kit.noop import QT_TRANSLATE_NOOP
from desktop_app.views.kit.painting import font
from desktop_app.views.kit.pictures import (
    RATIO,
    paint_picture,
)
from desktop_app.views.power_butler.art import coin, condition, draw_die
from desktop_app.views.power_butler.card_items import ApplianceCardItem, CardData
from desktop_app.views.power_butler.home_items import HomeData, HomeItem, LaneData, UsageTrackItem
from desktop_app.views.power_butler.items import EventCardData, EventRowItem

BOARD_CONTEXT = "PowerButlerBoardView"  # the board's words live under its class name
DIE, GAP, EDGE = 96.0, 14.0, 8.0  # a die as the dice tray draws it
MARKER = 48.0  # a purchase marker, a little larger than on a card (40)
TRACK_WIDTH = 820.0
WIDEST = 4.2  # the widest a picture gets, in heights
PER_ROW = 3  # dice in a row: six dice lie in two rows
CARD_SIZE = 1.6  # an appliance card is drawn this many times the height asked for
HOME_WIDTH = 460.0
_TRANSLATORS: dict[str, QTranslator | None] = {}


# the seat word the pictures' homes and lanes show: the table says it through the kit's
# seat_label, so the catalogue keeps it here
PLAYER = QT_TRANSLATE_NOOP("PowerButlerBoardView", "Player")
# the event row's caption in a picture (the board says more there: which card happens)
EVENTS = QT_TRANSLATE_NOOP("PowerButlerBoardView", "Events — 3 yuan/! dice land on the markers")


def _board_word(text: str, language: str, n: int = -1) -> str:
    """A board text in `language`, from the game's own catalogue (English is the source; a
    "%n" text is made plural by `plural` from the source)."""
    if language.startswith("en"):
        return text
    if language not in _TRANSLATORS:
        made = QTranslator()
        loaded = made.load(f"power_butler_{language}", str(translations_dir()))
        _TRANSLATORS[language] = made if loaded else None
    translator = _TRANSLATORS[language]
    found = translator.translate(BOARD_CONTEXT, text, None, n) if translator is not None else ""
    return found or text


def _image(width: float, tall: float, height: int, paint: Callable[[QPainter], None]) -> QImage:
    """An image `height` device pixels tall (height / RATIO logical pixels at RATIO, as the
    reference viewer asks: it passes twice the height it shows) of something `width` x `tall` in
    board units, painted by `paint` in those units on a transparent background. A wide thing is
    made less tall so that it is at most WIDEST times `height` wide (a reader's column)."""
    scale = min(height / tall, WIDEST * height / width) / RATIO  # board units -> logical pixels
    return paint_picture(width, tall, scale, paint)


def _appliance(content: PowerButlerContent, arg: str, language: str, height: int) -> QImage:
    a = next(card for card in content.appliances if card.id == arg)
    data = CardData(
        id=a.id,
        name=a.name.get(language),
        icon=a.icon,
        category=a.category,
        category_name=content.categories[a.category].name.get(language),
        points=a.points,
        price=a.price,
        base_price=a.price,
        power=a.power,
        kwh=fill(_board_word("%1 kWh/month", language), f"{a.kwh_month:g}"),
        conditions=[int(f) for f in a.conditions],
    )
    item = ApplianceCardItem()
    item.set_data(data)
    # a card's small print (kWh, the kind) wants it larger than a row of dice
    return _image(item.w, item.h, round(height * CARD_SIZE), lambda p: item.paint(p, QStyleOptionGraphicsItem()))


def _dice(content: PowerButlerContent, arg: str, language: str, height: int) -> QImage:
    """Up to three dice in a row, a second row under them (a die about half the height)."""
    faces = [FACE_IDS.index(face) for face in arg.split(".")]
    columns = min(len(faces), PER_ROW)
    rows = -(-len(faces) // PER_ROW)

    def paint(painter: QPainter) -> None:
        for k, face in enumerate(faces):
            row, col = divmod(k, PER_ROW)
            rect = QRectF(EDGE + col * (DIE + GAP), EDGE + row * (DIE + GAP), DIE, DIE)
            draw_die(painter, face, rect, font(30, True))

    side = DIE + GAP
    # two rows fill the height; one row is as big a die, so half as tall
    tall = 2 * EDGE + rows * side - GAP
    return _image(2 * EDGE + columns * side - GAP, tall, round(height * tall / (2 * EDGE + 2 * side - GAP)), paint)


def _event_row(content: PowerButlerContent, arg: str, language: str, height: int) -> QImage:
    threes = int(arg)
    # five cards of the simple game (the reference's rolling example plays it), spread over its
    # deck, sorted as the row lies: the biggest number on the left
    numbers = [e.number for e in content.events if not e.standard_only]
    picked = sorted({numbers[round(k * (len(numbers) - 1) / (EVENT_MARKERS - 1))] for k in range(EVENT_MARKERS)})
    row = sorted(picked, reverse=True)
    fires = firing_position(len(row), threes)
    by_number = {e.number: e for e in content.events}
    cards = [EventCardData(by_number[n].name.get(language), n, k == fires) for k, n in enumerate(row)]
    filled = [0] * EVENT_MARKERS
    for marker in marker_fill_order(EVENT_MARKERS)[:threes]:
        filled[marker] += 1
    item = EventRowItem()
    item.set_data(_board_word(EVENTS, language), cards, filled)
    return _image(item.w, item.h, height, lambda p: item.paint(p, QStyleOptionGraphicsItem()))


def _track(content: PowerButlerContent, arg: str, language: str, height: int) -> QImage:
    usage, paid = (int(n) for n in arg.split("."))
    gap = usage - paid
    if gap > 0:
        text = fill(_board_word("unpaid %1", language), str(gap))
    elif gap < 0:
        text = fill(_board_word("paid ahead %1", language), str(-gap))
    else:
        text = ""
    item = UsageTrackItem(TRACK_WIDTH)
    item.set_data(
        _board_word("Usage track", language),
        _board_word("filled mark: usage · ring: bill paid · red: unpaid", language),
        [LaneData(0, _board_word(PLAYER, language), usage, paid, text, True)],
    )
    return _image(item.w, item.h, height, lambda p: item.paint(p, QStyleOptionGraphicsItem()))


def _markers(content: PowerButlerContent, arg: str, language: str, height: int) -> QImage:
    seat = int(arg)

    def paint(painter: QPainter) -> None:
        for k in range(4):  # money, then the three condition faces, as a card shows them
            rect = QRectF(EDGE + k * (MARKER + GAP), EDGE, MARKER, MARKER)
            paint_mark(painter, seat, rect)
            inner = rect.adjusted(MARKER * 0.22, MARKER * 0.22, -MARKER * 0.22, -MARKER * 0.22)
            if k == 0:
                coin(painter, inner, "", font(10))
            else:
                condition(painter, k + 2, inner)

    # a marker is a small token: a third of the height, not stretched to all of it
    return _image(2 * EDGE + 4 * MARKER + 3 * GAP, MARKER + 2 * EDGE, round(height / 3), paint)


def _home(content: PowerButlerContent, arg: str, language: str, height: int) -> QImage:
    """A home with these appliances, its summary (score, kinds, kWh) worked out by the rules on
    a game where seat 0 owns them, with its usage and bill markers where the arg puts them."""
    ids, *track = arg.split("-")
    state = new_game(content, PowerButlerOptions(players=2, seed=0, mode=Mode.STANDARD))
    by_id = {a.id: a for a in content.appliances}
    state.owned[0] = [by_id[i].index for i in ids.split(".")]
    if track:
        state.usage[0], state.paid[0] = int(track[0]), int(track[1])
    board = state.board
    cards = [
        (board.appliances[c].icon, board.appliances[c].points, board.appliances[c].category) for c in state.owned[0]
    ]
    _points, variety, _unpaid, total = score(state, 0)
    kinds = kinds_owned(state, 0)
    summary = fill(
        plural(_board_word("%1 points · %n kind(s) (+%3)", language, kinds), kinds), str(total), "", str(variety)
    )
    summary += "\n" + fill(_board_word("%1 kWh/month", language), f"{monthly_kwh(state, 0):g}")
    item = HomeItem(HOME_WIDTH, 230)
    item.capacity = len(cards)
    item.set_data(HomeData(0, _board_word(PLAYER, language), "", cards, summary))
    return _image(item.w, item.h, height, lambda p: item.paint(p, QStyleOptionGraphicsItem()))


_DRAWERS: dict[str, Callable[[PowerButlerContent, str, str, int], QImage]] = {
    "appliance": _appliance,
    "dice": _dice,
    "event_row": _event_row,
    "track": _track,
    "markers": _markers,
    "home": _home,
}


def draw_picture(kind: str, arg: str, content: PowerButlerContent, language: str, height: int) -> QImage:
    """The picture `kind arg` in `language`, about `height` px tall; a null image for a kind
    this game does not draw."""
    drawer = _DRAWERS.get(kind)
    if drawer is None:
        return QImage()
    return drawer(content, arg, language, round(height * RATIO))  # the drawers count device pixels


__all__ = ["draw_picture"]
