"""The Power On! table as one QGraphicsScene: the city row, the deck showing its back number,
the discard pile, the face-up market, each player's plants (those run this turn raised), stars,
hand size and carbon stacked, and the hand of the player at the computer (hidden behind the
hand-off curtain in hot-seat).

The board draws what the state says and turns clicks into `market_clicked(card)`,
`hand_clicked(card)` and `city_clicked(city_id)`; it decides nothing.

Items live as long as what they show (a card, a city, a player's row): `show_state` gives each
item its data again and the item repaints only if that data differs. The table is drawn in four
sections; given an action's change flags (`ActionRecord.changes`, from the rules), a section
whose flags are all unchanged, and whose view inputs (whose hand shows, the cards selected,
whether a human may click) are the same, is skipped altogether. No scene rebuild on a move.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from functools import partial
from typing import Protocol

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import (
    QApplication,
    QGraphicsItem,
    QGraphicsScene,
    QGraphicsSimpleTextItem,
    QWidget,
)

from desktop_app.content.power_on import PowerOnContent
from desktop_app.controllers.game_controller import Seat
from desktop_app.rules.power_on.queries import can_light, light_refusal
from desktop_app.rules.power_on.state import PLANT_TYPES, Phase, State
from desktop_app.views.kit.items import PartKeys
from desktop_app.views.kit.narration import fill
from desktop_app.views.kit.zoom import ZOOM_STEP, ZoomView
from desktop_app.views.power_on import reasons
from desktop_app.views.power_on.art import (
    TITLE_H,
    card_kind_key,
    draw_bolt,
    draw_cached,
    draw_card_back,
    draw_card_face,
    draw_star,
)
from desktop_app.views.power_on.items import MIN_TEXT_PX, Drawer, PaintItem
from desktop_app.views.power_on.player_rows import player_drawer, player_tip, turn_box
from desktop_app.views.theme import Palette, ui_font

SCENE_W, SCENE_H = 1000.0, 1030.0
CARD_W, CARD_H = 158.0, 196.0
PRESENTATION_TEXT = 1.15  # presentation mode: the table's text this much larger
PRESENTATION_LINE = 2.0  # and its edges and strokes this many scene units thicker
CARD_BAND = 0.26  # a card's coloured band (its icon): the words below get the rest
TITLE_SIZES_KEPT = 512  # rows of names whose title size is kept (a game shows a few hundred)


# The board's sections and the change flags (rules/power_on/queries.py PARTS) each one shows.
SECTIONS: dict[str, frozenset[str]] = {
    "table": frozenset({"cities", "deck", "turn"}),  # city row, city cards left, deck, discard, turn box
    "market": frozenset({"market", "turn"}),  # the face-up cards (clickable while points are left)
    "players": frozenset({"players", "turn", "hand"}),  # one row per player
    "hand": frozenset({"hand", "players"}),  # the hand of the player at the computer
}


class Zoomable(Protocol):
    """The window's other table view, which the View menu's zoom also serves (the tower view)."""

    def zoom_in(self) -> None: ...
    def zoom_out(self) -> None: ...
    def zoom_fit(self) -> None: ...
    def isVisible(self) -> bool: ...  # noqa: N802 - Qt's names
    def hasFocus(self) -> bool: ...  # noqa: N802
    def underMouse(self) -> bool: ...  # noqa: N802


def hand_top(players: int) -> float:
    """Where the hand's row starts: under the players' rows."""
    return min(798.0, 432 + players * (min(88.0, 356.0 / players) + 4) + 8)


class PowerOnBoardView(ZoomView):
    """The table, drawn from the state; clicks become signals."""

    market_clicked = Signal(int)
    hand_clicked = Signal(int)
    city_clicked = Signal(str)
    deck_clicked = Signal()

    def __init__(self, content: PowerOnContent, language: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.content, self.language = content, language
        self.setScene(QGraphicsScene(self))
        self.scene().setSceneRect(QRectF(0, 0, SCENE_W, SCENE_H))
        self.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setBackgroundBrush(Palette.TABLE_LIGHT)
        self.setAlignment(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop)
        self.animate = True
        self.presentation = False  # presentation mode: larger text, thicker edges, dark ink only
        self.players = 0  # how many play (the hand's row sits under their rows)
        self.tower: Zoomable | None = None  # the window's other table view (the zoom's partner)
        self.items_by_name: dict[str, PaintItem] = {}
        self._headings: dict[str, QGraphicsSimpleTextItem] = {}
        self._owner: dict[str, str] = {}  # item or heading name -> the section that drew it
        self._inputs: dict[str, tuple[object, ...]] = {}  # section -> the view inputs it was last drawn with
        self._words: dict[str, list[str]] = {name: [] for name in SECTIONS}  # section -> words drawn
        self._section = "table"
        self._drawn: set[str] = set()
        self.repainted: list[str] = []  # the items given new data by the last show_state (tests, bench)
        self._base_font = QFont()  # the app font the fonts kept are made of (see `ui_font`)
        self._fonts: dict[tuple[float, QFont.Weight], QFont] = {}
        self._title_px: dict[tuple[tuple[str, ...], float], float] = {}  # a row's names -> their title size
        self.setAccessibleName(QCoreApplication.translate("PowerOnBoardView", "Power On! table"))
        self.setAccessibleDescription(
            QCoreApplication.translate(
                "PowerOnBoardView",
                "The cities to light, the deck, the face-up cards, every player's plants and your hand."
                " Tab goes from part to part, the arrow keys along a part; Enter chooses.",
            )
        )

    @property
    def texts(self) -> list[str]:
        """The words on the table now (names included), section by section."""
        return [word for name in SECTIONS for word in self._words[name]]

    def tr(self, text: str, disambiguation: str | None = None, n: int = -1) -> str:
        return self.said(QCoreApplication.translate("PowerOnBoardView", text, disambiguation, n))

    def said(self, text: str) -> str:
        """`text` (translated) is drawn on the table now: kept among its words (`texts`)."""
        self._words[self._section].append(text)
        return text

    def _fit_rect(self) -> QRectF:
        """What fitting shows: the table; in presentation mode only as far down as the hand
        reaches with this many players (fewer players leave room at the bottom), so larger."""
        if not self.presentation or self.players <= 0:
            return QRectF(0, 0, SCENE_W, SCENE_H)
        return QRectF(0, 0, SCENE_W, min(SCENE_H, hand_top(self.players) + 30 + CARD_H + 8))

    # --- zoom (the View menu's, bound to the board: it zooms the view the player is on) --------

    def _on_tower(self) -> bool:
        """Whether the player is on the tower: it has the keyboard, or the pointer (and the
        table has neither)."""
        tower = self.tower
        if tower is None or not tower.isVisible():
            return False
        if tower.hasFocus() or self.hasFocus():
            return tower.hasFocus()
        return tower.underMouse() and not self.underMouse()

    def zoom_in(self) -> None:
        """View > Zoom in (Ctrl +): one step closer on the table, or on the tower if the player
        is there."""
        if self._on_tower() and self.tower is not None:
            self.tower.zoom_in()
        else:
            self._zoom_by(ZOOM_STEP)

    def zoom_out(self) -> None:
        """View > Zoom out (Ctrl -): one step back, never below the whole table (or tower)."""
        if self._on_tower() and self.tower is not None:
            self.tower.zoom_out()
        else:
            self._zoom_by(1 / ZOOM_STEP)

    def zoom_fit(self) -> None:
        """View > Fit to window (Ctrl 0): the whole table and the whole tower."""
        self._unzoom()
        if self.tower is not None:
            self.tower.zoom_fit()

    # --- presentation mode ---------------------------------------------------------------------

    def set_presentation_mode(self, on: bool) -> None:
        """Presentation mode (for a class at a projector): larger text, thicker edges and
        strokes, dark ink only. The window draws the table again (`show_state` with no change
        flags): every item's key carries the mode, so each is drawn anew; off restores exactly."""
        self.presentation = on
        self._inputs = {}
        if not self.zoomed:
            self._fit()

    def edge(self, colour: QColor = Palette.CARD_EDGE) -> QColor:
        """A card's or panel's edge: darker in presentation mode, so it carries on a projector."""
        return colour.darker(170) if self.presentation else colour

    def line(self, width: float) -> float:
        """A stroke's width: a few units thicker in presentation mode."""
        return width + PRESENTATION_LINE if self.presentation else width

    def muted(self) -> QColor:
        """The secondary ink: the muted grey, dark ink in presentation mode."""
        return Palette.INK if self.presentation else Palette.INK_MUTED

    # --- fonts and words ---------------------------------------------------------------------------

    def ui_font(self, px: float, weight: QFont.Weight = QFont.Weight.Normal) -> QFont:
        """`theme.ui_font` of the app font, kept by size and weight: every action's drawing asks
        the same few again (a new app font starts the fonts kept afresh). Never changed by its
        users: those that resize one copy it first."""
        base = QApplication.font()
        if base != self._base_font:
            self._base_font, self._fonts, self._title_px = base, {}, {}
        font = self._fonts.get((px, weight))
        if font is None:
            font = self._fonts[(px, weight)] = ui_font(base, px, weight)
        return font

    def card_font(self, px: float) -> QFont:
        """A card's words: fitted to the card (which is larger in presentation mode, with the
        table fitted closer), so never enlarged here: a larger size would only be fitted down."""
        return self.ui_font(px)

    def font_px(self, px: float, bold: bool = False) -> QFont:
        scale = PRESENTATION_TEXT if self.presentation else 1.0
        return self.ui_font(px * scale, QFont.Weight.Bold if bold else QFont.Weight.Normal)

    def card_words(self, state: State, card: int) -> tuple[str, str]:
        card_data = self.content.cards[card]
        design = card_data.design
        name = design.name.get(self.language)
        self._words[self._section].append(name)
        plant = state.tables.plant[card]
        if plant >= 0:
            info = self.content.plant_types[PLANT_TYPES[plant]]
            if PLANT_TYPES[plant].value in ("solar", "wind"):
                sub = self.tr("power = deck's back number")
            else:
                sub = fill(self.tr("power %1 · carbon %2"), str(info.power), str(info.carbon))
        else:
            sub = design.text.get(self.language)
            self._words[self._section].append(sub)
        return name, sub

    # --- drawing the state ---------------------------------------------------------------------------

    def show_state(
        self,
        state: State,
        seats: Sequence[Seat],
        viewer: int | None,
        selected: set[int],
        interactive: bool,
        changed: frozenset[str] | None = None,
    ) -> None:
        """Draw `state`; `viewer` is the seat whose hand shows (None: no hand on show).

        `changed` is what the last action changed (`ActionRecord.changes`); None redraws every
        section (a new window, undo, a load). Items whose data is the same are not repainted."""
        if state.players != self.players:
            self.players = state.players
            if self.presentation and not self.zoomed:
                self._fit()
        names = tuple((seat.name, seat.is_human) for seat in seats)
        inputs = {
            "table": (interactive, names),
            "market": (interactive,),
            "players": (names,),
            "hand": (viewer, frozenset(selected), interactive, names),
        }
        builders = {
            "table": lambda: self._table(state, seats, interactive),
            "market": lambda: self._market(state, interactive),
            "players": lambda: self._players(state, seats, 432),
            "hand": lambda: self._hand(state, seats, viewer, selected, interactive),
        }
        self.repainted = []
        for section, flags in SECTIONS.items():
            if changed is not None and not (changed & flags) and self._inputs.get(section) == inputs[section]:
                continue
            self._inputs[section] = inputs[section]
            self._section, self._drawn = section, set()
            self._words[section] = []
            builders[section]()
            self._drop_undrawn(section)

    def _table(self, state: State, seats: Sequence[Seat], interactive: bool) -> None:
        """The city row, the city cards left, the deck, the discard pile and the turn box."""
        self._heading("cities", QPointF(4, 0), self.tr("Cities to light"))
        city_row = sorted(state.city_row, key=lambda c: state.tables.city_power[c])
        for i, city in enumerate(city_row):
            rect = QRectF(4 + i * 148, 30, 140, 156)
            city_id = state.tables.city_ids[city]
            enabled = interactive and can_light(state, city)
            # a click during the turn is always answered: lit, or told why not (the window asks)
            answers = interactive and state.phase in (Phase.ACTIONS, Phase.CITY)
            self._add(
                f"city:{city_id}",
                rect,
                self._city_drawer(city, enabled),
                partial(self.city_clicked.emit, city_id) if answers else None,
                self._city_tip(state, city, interactive),
            )
        left = len(state.city_deck)
        self._add(
            "city_deck",
            QRectF(448, 30, 84, 156),
            self._pile_drawer(self.tr("City cards left"), left),
            None,
            fill(
                self.tr("%1 city cards left. The game ends when the row of 3 cities cannot be filled again."),
                str(left),
            ),
        )
        self._heading("deck", QPointF(544, 0), self.tr("Deck"))
        top = state.deck_top_back() if state.deck else None
        deck_text = fill(self.tr("%1 cards"), str(len(state.deck)))
        can_draw = interactive and state.phase is Phase.ACTIONS  # a refused draw is answered too
        self._add(
            "deck",
            QRectF(544, 30, 118, 156),
            self._deck_drawer(top, deck_text),
            self.deck_clicked.emit if can_draw else None,
            self.tr("The number on the top card's back is what solar and wind plants give now."),
        )
        self._heading("discard", QPointF(672, 0), self.tr("Discard"))
        if state.discard:
            card = state.discard[-1]
            self._add(
                "discard",
                QRectF(672, 30, 118, 156),
                self._face_drawer(state, card, False, False, 18, brief=True),
                None,
                fill(self.tr("Discard pile (%1 cards). On top: %2"), str(len(state.discard)), self._tip(card)),
            )
        self._turn_box(state, seats, QRectF(800, 4, 196, 182))

    def _city_tip(self, state: State, city: int, interactive: bool) -> str:
        """A city card explained: its need and stars, and whether (or why not) it can be lit now."""
        data = self.content.cities[city]
        name = data.name.get(self.language)
        text = fill(
            self.tr("%1: needs %2 power (⚡) this turn; worth %3 ★ (points)."), name, str(data.power), str(data.stars)
        )
        if interactive:
            code = light_refusal(state, city)
            text += "\n" + (
                fill(self.tr("Click to light %1."), name)
                if code is None
                else reasons.light_reason(code, name, data.power, state.power)
            )
        return text

    def _market(self, state: State, interactive: bool) -> None:
        can_draw = interactive and state.phase is Phase.ACTIONS  # a refused take is answered too
        market_px = self._row_title_px(state, state.market)
        self._heading("market", QPointF(4, 196), self.tr("Face-up cards (take one for 1 action point)"))
        for i, card in enumerate(sorted(state.market)):
            rect = QRectF(4 + i * (CARD_W + 8), 226, CARD_W, CARD_H)
            self._add(
                f"market:{card}",
                rect,
                self._face_drawer(state, card, False, False, market_px),
                partial(self.market_clicked.emit, card) if can_draw else None,
                self._tip(card),
            )

    def _hand(
        self, state: State, seats: Sequence[Seat], viewer: int | None, selected: set[int], interactive: bool
    ) -> None:
        if viewer is None:
            return
        hand = list(state.hands[viewer])  # the hand keeps its order: a new card comes at the end
        hand_px = self._row_title_px(state, hand)
        heading = (
            fill(self.tr("%1's hand"), seats[viewer].name)
            if hand
            else fill(self.tr("%1's hand: no cards"), seats[viewer].name)
        )
        top = hand_top(state.players)
        self._heading("hand", QPointF(4, top), heading)
        step = min(CARD_W + 8, (SCENE_W - 8 - CARD_W) / max(1, len(hand) - 1)) if len(hand) > 1 else CARD_W
        for i, card in enumerate(hand):
            rect = QRectF(4 + i * step, top + 30, CARD_W, CARD_H)
            item = self._add(
                f"hand:{card}",
                rect,
                self._face_drawer(state, card, card in selected, False, hand_px),
                partial(self.hand_clicked.emit, card) if interactive else None,
                self._tip(card),
            )
            item.setZValue(i)  # the card on the right lies over its left neighbour, as dealt

    def _row_title_px(self, state: State, cards: Iterable[int], start: float = 21.0) -> float:
        """One title size for a row of cards: the largest at which every name fits its card
        (never under MIN_TEXT_PX: a longer name is cut short, its tooltip has it whole)."""
        names = tuple(self.content.cards[card].design.name.get(self.language) for card in cards)
        self.ui_font(start)  # the app font checked: sizes worked out for another are forgotten
        px = self._title_px.get((names, start))
        if px is None:
            if len(self._title_px) >= TITLE_SIZES_KEPT:
                self._title_px.clear()
            px = self._title_px[(names, start)] = self._fit_title_px(names, start)
        return px

    def _fit_title_px(self, names: Sequence[str], start: float) -> float:
        flags = int(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap)
        box = QRectF(0, 0, CARD_W * 0.9, CARD_H * TITLE_H)
        px = start
        for name in names:
            while px > max(start * 0.6, MIN_TEXT_PX):
                metrics = QFontMetricsF(self.ui_font(px, QFont.Weight.Bold))  # as card_font
                need = metrics.boundingRect(box, flags, name)
                if need.height() <= box.height() and need.width() <= box.width() + 1:
                    break
                px *= 0.92
        return max(px, MIN_TEXT_PX)

    def _tip(self, card: int) -> str:
        design = self.content.cards[card].design
        return design.name.get(self.language) + "\n" + design.text.get(self.language)

    def _heading(self, name: str, at: QPointF, text: str) -> None:
        item = self._headings.get(name)
        font = self.font_px(20, True)
        if item is None:
            item = self.scene().addSimpleText(text, font)
            item.setBrush(Palette.INK)
            self._headings[name] = item
        elif item.text() != text:
            item.setText(text)
        if item.font() != font:
            item.setFont(font)
        if item.pos() != at:
            item.setPos(at)
        self._owner["heading:" + name] = self._section
        self._drawn.add("heading:" + name)

    def _add(
        self, name: str, rect: QRectF, drawer: Drawer, on_click: Callable[[], None] | None = None, tip: str = ""
    ) -> PaintItem:
        """Show `drawer` (key, draw function) in the item called `name`, made if new."""
        key, draw = drawer
        if isinstance(key, PartKeys):  # a new mode draws every item anew
            key = PartKeys((self.presentation, key.whole), key.parts)
        else:
            key = (self.presentation, key)
        item = self.items_by_name.get(name)
        if item is None:
            item = PaintItem(rect, draw, on_click, tip, key)
            self.scene().addItem(item)
            self.items_by_name[name] = item
            self.repainted.append(name)
        elif item.set_data(rect, key, draw, on_click, tip):
            self.repainted.append(name)
        self._owner[name] = self._section
        item.tab_group = self._section  # one Tab stop per part of the table: the cities, the market, the hand
        self._drawn.add(name)
        return item

    def _drop_undrawn(self, section: str) -> None:
        """Take away what this section drew last time and not now (a card taken, a city lit)."""
        for name in [n for n, owner in self._owner.items() if owner == section and n not in self._drawn]:
            del self._owner[name]
            item: QGraphicsItem
            if name.startswith("heading:"):
                item = self._headings.pop(name[len("heading:") :])
            else:
                item = self.items_by_name.pop(name)
                self.repainted.append(name)
            self.scene().removeItem(item)

    def _face_drawer(
        self, state: State, card: int, selected: bool, dimmed: bool, px: float = 22, brief: bool = False
    ) -> Drawer:
        key = card_kind_key(state.tables, card)
        name, sub = self.card_words(state, card)
        if brief:
            sub = ""
        font = self.card_font(px)

        def face(p: QPainter, rect: QRectF) -> None:
            draw_card_face(p, rect, key, name, sub, font, selected, dimmed, MIN_TEXT_PX, MIN_TEXT_PX, CARD_BAND)

        def draw(p: QPainter, rect: QRectF) -> None:  # the same face every time: kept as a pixmap
            look = (
                f"face:{key}:{name}:{sub}:{font.toString()}:{selected}:{dimmed}:{rect.width():.2f}x{rect.height():.2f}"
            )
            draw_cached(p, rect, look, face, rect.width() * 0.03)

        return ("face", key, name, sub, px, selected, dimmed), draw

    def _deck_drawer(self, top: int | None, text: str) -> Drawer:
        font = self.font_px(18)

        def draw(p: QPainter, rect: QRectF) -> None:
            for k in (2, 1):
                p.setPen(QPen(Palette.INK, 1))
                p.setBrush(QColor("#7A2F12"))
                p.drawRoundedRect(rect.translated(k * 3, k * 3).adjusted(0, 0, 0, -24), 8, 8)
            draw_card_back(p, rect.adjusted(0, 0, 0, -24), top, font)
            p.setFont(font)
            p.setPen(Palette.INK)
            p.drawText(QRectF(rect.x(), rect.bottom() - 20, rect.width() + 10, 22), Qt.AlignmentFlag.AlignCenter, text)

        return ("deck", top, text), draw

    def _pile_drawer(self, label: str, count: int) -> Drawer:
        font, big = self.card_font(MIN_TEXT_PX), self.font_px(34, True)

        def draw(p: QPainter, rect: QRectF) -> None:
            p.setPen(QPen(self.edge(), self.line(2)))
            p.setBrush(QColor("#EFE6D6"))
            p.drawRoundedRect(rect, 8, 8)
            p.setFont(big)
            p.setPen(Palette.INK)
            p.drawText(rect.adjusted(0, 10, 0, -60), Qt.AlignmentFlag.AlignCenter, str(count))
            p.setFont(font)
            p.drawText(rect.adjusted(4, 80, -4, -4), Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, label)

        return ("pile", label, count), draw

    def _city_drawer(self, city: int, enabled: bool) -> Drawer:
        data = self.content.cities[city]
        name = data.name.get(self.language)
        self._words[self._section].append(name)
        need, stars = data.power, data.stars
        title, big = self.font_px(22, True), self.font_px(30, True)

        def draw(p: QPainter, rect: QRectF) -> None:
            p.setPen(QPen(QColor("#1F6FB2") if enabled else self.edge(), self.line(5 if enabled else 2)))
            p.setBrush(QColor("#20324A"))
            p.drawRoundedRect(rect, 10, 10)
            p.setPen(QColor("#FFFFFF"))
            p.setFont(title)
            p.drawText(QRectF(rect.x(), rect.y() + 6, rect.width(), 32), Qt.AlignmentFlag.AlignCenter, name)
            draw_bolt(p, QRectF(rect.x() + 22, rect.y() + 48, 30, 44))
            p.setPen(QColor("#FFFFFF"))
            p.setFont(big)
            p.drawText(QRectF(rect.x() + 58, rect.y() + 46, 70, 48), Qt.AlignmentFlag.AlignVCenter, str(need))
            r = 12.0 if stars <= 4 else 10.0
            total = stars * 2 * r + (stars - 1) * 3
            x0 = rect.center().x() - total / 2 + r
            for k in range(stars):
                draw_star(p, QPointF(x0 + k * (2 * r + 3), rect.bottom() - 30), r)

        return ("city", name, need, stars, enabled), draw

    def _turn_box(self, state: State, seats: Sequence[Seat], rect: QRectF) -> None:
        """Whose turn, action points left and power this turn (`player_rows.turn_box`)."""
        drawer, tip = turn_box(self, state, seats, rect)
        self._add("turn", rect, drawer, None, tip)

    def _players(self, state: State, seats: Sequence[Seat], y0: float) -> None:
        n = state.players
        height = min(88.0, 356.0 / n)
        for p_index in range(n):
            rect = QRectF(4, y0 + p_index * (height + 4), SCENE_W - 8, height)
            self._add(
                f"player:{p_index}",
                rect,
                player_drawer(self, state, seats, p_index, rect),
                None,
                player_tip(self, state, seats, p_index),
            )
