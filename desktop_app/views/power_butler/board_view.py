"""Power Butler's table as one QGraphicsScene: the event row over its markers, the dice tray, the
appliance shop, the bill area, the usage track (用電量記錄軌) and every player's home.

`show_state(...)` works plain data out of the state and hands it to the items, which update in
place and repaint only when their data differs. Given an action's change flags
(`ActionRecord.changes`, rules/power_butler/queries.py PARTS), a section none of whose flags
changed, and whose view inputs (dice chosen, whether a human may click, the seats) are the same,
is skipped altogether. No item is made or thrown away on a move. Clicks come out as signals (a
die, a shop card, the bill area); a die can also be dragged
onto a card or the bill area. The view scales to fit, so a 4K projector gets it large.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import QWidget

from desktop_app.content.power_butler import PowerButlerContent
from desktop_app.controllers.game_controller import Seat
from desktop_app.rules.power_butler.actions import MARKER_FACE
from desktop_app.rules.power_butler.engine import score
from desktop_app.rules.power_butler.queries import (
    blocked_faces,
    is_blocked,
    kinds_owned,
    locked_dice,
    marker_fill,
    markers_on_card,
    monthly_kwh,
    returning_markers,
    used_dice,
    waived_faces,
    why_no_buy,
)
from desktop_app.rules.power_butler.state import NO_PLAYER, Phase, State, money_of
from desktop_app.views.kit.look import NORMAL, PRESENTATION
from desktop_app.views.kit.narration import fill, plural, seat_label
from desktop_app.views.kit.zoom import ZoomView
from desktop_app.views.power_butler.card_items import ApplianceCardItem, BillAreaItem, CardData
from desktop_app.views.power_butler.home_items import HomeData, HomeItem, LaneData, UsageTrackItem
from desktop_app.views.power_butler.items import DiceTrayItem, EventCardData, EventRowItem, Item

WIDTH = 1480
MARGIN = 20
MARKET_Y = 290
TRACK_Y = 640
HEIGHT = 1240  # the scene's height: homes take what the track leaves
PRESENTATION_EDGE = 6  # presentation mode fits the table to this near its items' edges

# The table's sections and the change flags (rules/power_butler/queries.py PARTS) each one shows.
SECTIONS: dict[str, frozenset[str]] = {
    "events": frozenset({"event_row", "dice", "turn"}),  # the row, and 3元/! dice on its markers
    "tray": frozenset({"dice", "turn"}),
    "shop": frozenset({"market", "dice", "players", "event_row", "turn"}),  # prices, markers
    "bill": frozenset({"players", "market", "turn"}),  # bill money, effects, deck and round
    "track": frozenset({"players", "turn"}),
    "homes": frozenset({"players", "market", "turn"}),  # cards, scores, the last-round card
}


def die_words(content: PowerButlerContent, language: str, state: State, index: int, selected: set[int]) -> str:
    """A die in words: its number, its face and what may be done with it now (the tooltip on the
    table and the accessible name on the panel say the same)."""
    translate = QCoreApplication.translate
    if state.phase is Phase.ROLL:
        return fill(translate("PowerButlerDice", "Die %1: not rolled yet"), str(index + 1))
    face = state.dice[index]
    text = fill(translate("PowerButlerDice", "Die %1: %2"), str(index + 1), content.dice_faces[face].get(language))
    if index in locked_dice(state):
        return text + " · " + translate("PowerButlerDice", "locked on an event marker: it cannot be rolled again")
    if index in used_dice(state):
        return text + " · " + translate("PowerButlerDice", "spent this turn")
    if state.phase is Phase.ALLOCATE and is_blocked(state, face):
        return text + " · " + translate("PowerButlerDice", "this turn's event stops this face")
    if index in selected:
        return text + " · " + translate("PowerButlerDice", "chosen")
    return text


class PowerButlerBoardView(ZoomView):
    """The whole table. Emits `die_clicked(i)`, `card_clicked(id)`, `bill_clicked()`, and
    `die_dropped(i, target)` (target: an appliance id or "bill")."""

    die_clicked = Signal(int)
    card_clicked = Signal(str)
    bill_clicked = Signal()
    die_dropped = Signal(int, str)

    def __init__(self, content: PowerButlerContent, language: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.content, self.language = content, language
        self.animate = True
        self.set_up_table()
        self.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignHCenter)
        self.setAccessibleName(self.tr("Power Butler table"))
        self.setAccessibleDescription(
            self.tr(
                "The event row, the dice, the appliance shop, the bill, the usage track and every "
                "player's home. Point at anything for what it means."
            )
        )
        self.viewport().setAccessibleName(self.accessibleName())  # the part that takes the keyboard
        self.viewport().setAccessibleDescription(self.accessibleDescription())
        scene = self.scene()
        self.events = EventRowItem()
        self.events.setPos(MARGIN, MARGIN)
        self.tray = DiceTrayItem()
        self.tray.setPos(WIDTH - MARGIN - self.tray.w, MARGIN)
        self.tray.clicked.connect(lambda key: self.die_clicked.emit(int(key)))
        self.cards = [ApplianceCardItem() for _ in range(4)]
        for k, card in enumerate(self.cards):
            card.setPos(MARGIN + k * 262, MARKET_Y)
            card.clicked.connect(lambda key: self.card_clicked.emit(str(key)))
        self.bill = BillAreaItem()
        self.bill.setPos(WIDTH - MARGIN - self.bill.w, MARKET_Y)
        self.bill.clicked.connect(lambda _key: self.bill_clicked.emit())
        self.track = UsageTrackItem(WIDTH - 2 * MARGIN)
        self.track.setPos(MARGIN, TRACK_Y)
        for item in (self.events, self.tray, *self.cards, self.bill, self.track):
            scene.addItem(item)
        self.homes: list[HomeItem] = []
        self.repainted: list[str] = []  # the items the last show_state repainted
        self._inputs: dict[str, object] = {}  # section -> the view inputs it was last drawn with
        self._drag: int | None = None
        self._press = QPointF()
        self.look = NORMAL  # presentation mode's look (items.py Look), given to every item

    # --- drawing the state ---------------------------------------------------------------------

    def show_state(
        self,
        state: State,
        seats: list[Seat],
        selected: set[int] | None = None,
        interactive: bool = False,
        rolled: set[int] | None = None,
        changed: frozenset[str] | None = None,
    ) -> None:
        """Update the items (interactive: the human whose turn it is may click dice and cards;
        rolled: the dice that were just thrown, to tumble).

        `changed` is what the last action changed (`ActionRecord.changes`); None updates every
        section (a new window, undo, a load). Items given the data they show are not repainted."""
        selected = selected or set()
        self._ensure_homes(state.players)
        self.repainted = []
        names = tuple((seat.name, seat.is_human, seat.bot) for seat in seats)
        inputs = {
            "events": (),
            "tray": (frozenset(selected), interactive),
            "shop": (frozenset(selected), interactive),
            "bill": (interactive, names),
            "track": (names,),
            "homes": (names,),
        }
        todo = set()
        for section, flags in SECTIONS.items():
            if changed is None or changed & flags or self._inputs.get(section) != inputs[section]:
                self._inputs[section] = inputs[section]
                todo.add(section)
        if rolled:
            todo |= {"events", "tray"}
        if "events" in todo:
            self._show_events(state, rolled)
        if "tray" in todo:
            self._show_tray(state, selected, interactive, rolled)
        if "shop" in todo:
            self._show_shop(state, seats, selected, interactive)
        if "bill" in todo:
            self._show_bill(state, seats, interactive)
        if "track" in todo:
            self._show_track(state, seats)
        self._place_homes()  # under the track, whose height follows the player count
        if "homes" in todo:
            self._show_homes(state, seats)

    def _current(self, state: State) -> int:
        return state.current if state.phase is not Phase.GAME_OVER else NO_PLAYER

    def _mark(self, name: str, repainted: bool) -> None:
        if repainted:
            self.repainted.append(name)

    def _show_events(self, state: State, rolled: set[int] | None) -> None:
        lang = self.language
        # the event row, with this turn's fired card back in its place
        row = sorted(state.event_row + ([state.fired_event] if state.fired_event else []), reverse=True)
        cards = []
        for n in row:
            event = state.board.events[n]
            tip = fill(self.tr("Event #%1 '%2': %3"), str(n), event.name.get(lang), event.text.get(lang))
            if n == state.fired_event:
                tip += "\n" + self.tr("It fired this turn.")
            cards.append(EventCardData(event.name.get(lang), n, n == state.fired_event, tip))
        self._mark(
            "events",
            self.events.set_data(
                self.tr("Events: the card over the leftmost red die happens"),
                cards,
                marker_fill(state),
                animate=self.animate and bool(rolled),
                about=self.tr(
                    "Each red 3 yuan/! die rolled goes onto an event-order marker, filling them from the "
                    "right; the double marker on the far left holds two. When the dice are kept, the "
                    "event over the leftmost die happens. No red die: no event."
                ),
                marker_tip=self.tr(
                    "Event-order marker: red 3 yuan/! dice fill these from the right (the far-left one "
                    "holds two). The card above the leftmost die happens."
                ),
            ),
        )

    def _show_tray(self, state: State, selected: set[int], interactive: bool, rolled: set[int] | None) -> None:
        phase = state.phase
        locked = locked_dice(state)
        used = used_dice(state)
        if phase is Phase.ROLL or phase is Phase.GAME_OVER:
            note = self.tr("Waiting for the roll.") if phase is Phase.ROLL else self.tr("The game is over.")
            faces_shown = state.dice
        elif phase is Phase.REROLL:
            note = plural(
                self.tr(
                    "%n reroll(s) left. Click dice to roll them again; red 3 yuan/! dice stay.", "", state.rerolls_left
                ),
                state.rerolls_left,
            )
            faces_shown = state.dice
        else:
            chosen = [state.dice[i] for i in sorted(selected)]
            note = (
                fill(self.tr("Chosen: %1 yuan. Click dice, then a card or the bill."), str(money_of(chosen)))
                if interactive
                else self.tr("Dice being spent.")
            )
            faces_shown = state.dice
        self.tray.clickable = interactive and phase in (Phase.REROLL, Phase.ALLOCATE)
        self.tray.set_refusal("" if self.tray.clickable else self._idle_reason(state, interactive))
        self.tray.blank = phase is Phase.ROLL
        tips = [die_words(self.content, self.language, state, i, selected) for i in range(len(state.dice))]
        self._mark(
            "tray",
            self.tray.set_data(
                self.tr("Dice"), note, faces_shown, selected, used, locked, rolled, self.animate, die_tips=tips
            ),
        )

    def _show_shop(self, state: State, seats: Sequence[Seat], selected: set[int], interactive: bool) -> None:
        phase = state.phase
        chosen_money = money_of([state.dice[i] for i in selected])
        for k, item in enumerate(self.cards):
            if k < len(state.market):
                data = self.card_data(state, state.market[k], seats)
                if interactive and phase is Phase.ALLOCATE and selected:
                    data.paid = f"{chosen_money} / {data.price}"
                    data.affordable = chosen_money >= data.price
                    data.tips["paid"] = fill(
                        self.tr("The dice chosen make %1 yuan; the card costs %2 (no change is given)."),
                        str(chosen_money),
                        str(data.price),
                    )
                if interactive and phase is Phase.ALLOCATE:
                    why = why_no_buy(state, data.id)
                    data.description += "\n" + (
                        self.tr("Your unused dice cannot buy it now.")
                        if why is not None
                        else self.tr("Click: choose the dice that pay for it; click again to buy.")
                    )
                item.clickable = interactive and phase is Phase.ALLOCATE
                item.set_refusal("" if item.clickable else self._idle_reason(state, interactive))
                self._mark(f"card:{k}", item.set_data(data))
            else:
                item.clickable = False  # an empty shop place (the deck ran out)
                self._mark(f"card:{k}", item.set_data(None))

    def _show_bill(self, state: State, seats: Sequence[Seat], interactive: bool) -> None:
        phase, current = state.phase, self._current(state)
        lines = []
        if current >= 0:
            lines.append(fill(self.tr("Unpaid bill: %1"), str(state.owed(current))))
            if phase is Phase.ALLOCATE and interactive:
                lines.append(self.tr("Choose yuan dice, then click here to pay."))
            lines.extend(self._turn_effects(state))
        name = seats[current].name if current >= 0 else ""
        self.bill.clickable = interactive and phase is Phase.ALLOCATE
        self.bill.set_refusal("" if self.bill.clickable else self._idle_reason(state, interactive))
        self._mark(
            "bill",
            self.bill.set_data(
                fill(self.tr("%1's bill money"), name) if name else self.tr("Bill"),
                max(current, 0),
                state.bill_money,
                lines,
                self._deck_text(state, seats),
                alert=state.last_round_holder != NO_PLAYER and state.phase is not Phase.GAME_OVER,
                about=self.tr(
                    "The bill: yuan dice set here pay the electricity bill, one notch of the bill "
                    "marker per yuan, never past the usage marker (extra yuan are lost). Choose yuan "
                    "dice, then click here."
                ),
                deck_tip=self.tr(
                    "The shop deck. The last-round card lies among its bottom cards: when it turns up, "
                    "the round is finished and one more round is played."
                ),
            ),
        )

    def _show_track(self, state: State, seats: Sequence[Seat]) -> None:
        current = self._current(state)
        lanes = []
        for p in range(state.players):
            gap = state.usage[p] - state.paid[p]
            text = (
                fill(self.tr("unpaid %1"), str(gap))
                if gap > 0
                else (fill(self.tr("paid ahead %1"), str(-gap)) if gap < 0 else "")
            )
            tip = fill(
                self.tr("%1: usage %2, bill paid to %3, unpaid %4 (each unpaid notch costs 1 point at the end)."),
                seats[p].name,
                str(state.usage[p]),
                str(state.paid[p]),
                str(max(0, gap)),
            )
            lanes.append(LaneData(p, seats[p].name, state.usage[p], state.paid[p], text, p == current, tip))
        self._mark(
            "track",
            self.track.set_data(
                self.tr("Usage track"),
                self.tr("filled mark: usage · ring: bill paid · red: unpaid"),
                lanes,
                about=self.tr(
                    "The usage track: the filled mark moves up by each appliance's ⚡ usage; the ring "
                    "is the bill paid. The gap between them is the unpaid bill, 1 point off per notch "
                    "at the end."
                ),
            ),
        )

    def _show_homes(self, state: State, seats: Sequence[Seat]) -> None:
        current = self._current(state)
        most = max(len(owned) for owned in state.owned)
        for p, home in enumerate(self.homes):
            home.capacity = most
            self._mark(f"home:{p}", home.set_data(self.home_data(state, p, seats, p == current)))

    def card_data(self, state: State, card: int, seats: Sequence[Seat]) -> CardData:
        a = state.appliance(card)
        lang = self.language
        kwh = f"{a.kwh_month:g}"
        markers = [(seat, int(m)) for seat, m in markers_on_card(state, card)] if state.board.standard else []
        price = state.price(card) if state.phase is Phase.ALLOCATE else a.price
        conditions = [int(f) for f in a.conditions] if state.board.standard else []
        waived = [int(f) for f in waived_faces(state)]
        faces = self.content.dice_faces
        tips = {
            "points": fill(self.tr("%1 points at the end of the game"), str(a.points)),
            "price": fill(self.tr("Price: %1 yuan, paid with yuan dice (no change is given)"), str(price)),
            "power": fill(self.tr("⚡ %1: your usage marker moves %1 notches; the bill grows with it"), str(a.power)),
            "kwh": fill(self.tr("About %1 kWh a month at home"), kwh),
            "category": fill(
                self.tr("Kind: %1 (more kinds at home score a bonus)"),
                self.content.categories[a.category].name.get(lang),
            ),
        }
        for face in conditions:
            name = faces[face].get(lang)
            tips[f"condition:{face}"] = (
                fill(self.tr("'%1' is not needed this turn (the event)"), name)
                if face in waived
                else fill(self.tr("Needs a '%1' die, or your %1 marker on the card"), name)
            )
        for k, (seat, marker) in enumerate(markers[:5]):
            what = self.tr("money") if marker == 0 else faces[marker + 2].get(lang)
            tips[f"marker:{k}"] = fill(
                self.tr("%1's %2 marker: kept for buying this card later"), seats[seat].name, what
            )
        needs = (
            "、".join(faces[f].get(lang) for f in conditions if f not in waived)
            if lang.startswith("zh")
            else (", ".join(faces[f].get(lang) for f in conditions if f not in waived))
        )
        description = fill(
            self.tr("%1 (%2): %3 points · %4 yuan · ⚡ %5 · %6"),
            a.name.get(lang),
            self.content.categories[a.category].name.get(lang),
            str(a.points),
            str(price),
            str(a.power),
            fill(self.tr("%1 kWh/month"), kwh),
        )
        if needs:
            description += "\n" + fill(self.tr("Also needs: %1"), needs)
        return CardData(
            id=a.id,
            name=a.name.get(lang),
            icon=a.icon,
            category=a.category,
            category_name=self.content.categories[a.category].name.get(lang),
            points=a.points,
            price=price,
            base_price=a.price,
            power=a.power,
            kwh=fill(self.tr("%1 kWh/month"), kwh),
            conditions=conditions,
            markers=markers,
            waived=waived,
            description=description,
            tips=tips,
        )

    def home_data(self, state: State, p: int, seats: Sequence[Seat], active: bool) -> HomeData:
        board = state.board
        lang = self.language
        cards = [
            (board.appliances[c].icon, board.appliances[c].points, board.appliances[c].category) for c in state.owned[p]
        ]
        kwh = monthly_kwh(state, p)
        points, variety, unpaid, total = state.scores[p] if state.scores else score(state, p)
        categories = kinds_owned(state, p)
        summary = fill(
            plural(self.tr("%1 points · %n kind(s) (+%3)", "", categories), categories), str(total), "", str(variety)
        )
        summary += "\n" + fill(self.tr("%1 kWh/month"), f"{kwh:g}")
        card = self.tr("Last-round card") if state.last_round_holder == p else ""
        breakdown = fill(
            plural(
                self.tr("%1's score: appliances %2 + %n kind(s) %3 − unpaid bill %4 = %5 points", "", categories),
                categories,
            ),
            seats[p].name,
            str(points),
            str(variety),
            str(unpaid),
            str(total),
        )
        breakdown += "\n" + fill(self.tr("Their appliances use about %1 kWh a month."), f"{kwh:g}")
        if card:
            breakdown += "\n" + self.tr(
                "The last-round card has turned up (it lies before the start player): "
                "the game ends after one more round."
            )
        card_tips = tuple(
            fill(
                self.tr("%1: %2 points · ⚡ %3"),
                board.appliances[c].name.get(lang),
                str(board.appliances[c].points),
                str(board.appliances[c].power),
            )
            for c in state.owned[p]
        )
        return HomeData(p, seats[p].name, seat_label(seats[p]), cards, summary, active, card, breakdown, card_tips)

    def _idle_reason(self, state: State, interactive: bool) -> str:
        """Why a click on the dice, a card or the bill does nothing now (a refused click says it)."""
        if state.phase is Phase.GAME_OVER:
            return self.tr("The game is over.")
        if not interactive:
            return self.tr("Not your turn: wait for the computer players.")
        if state.phase is Phase.ROLL:
            return self.tr("Roll the dice first (the Roll the dice button).")
        return self.tr("Cards and the bill are paid once the dice are kept (Keep these dice).")

    def _turn_effects(self, state: State) -> list[str]:
        out = []
        if state.discount:
            out.append(fill(self.tr("This turn: prices %1 lower"), str(state.discount)))
        names = self.content.dice_faces
        waived, blocked = waived_faces(state), blocked_faces(state)
        for face in sorted(set(waived) | set(blocked)):
            if face in waived:
                out.append(fill(self.tr("This turn: no %1 needed"), names[face].get(self.language)))
            if face in blocked:
                out.append(fill(self.tr("This turn: %1 dice cannot be used"), names[face].get(self.language)))
        if state.board.standard and state.current >= 0:
            # Seed 000 (4): a bought card's markers come home in the record stage, at the turn's end.
            for m in returning_markers(state, state.current):
                marker_face = MARKER_FACE[m]  # none for the money marker
                marker = self.tr("Money") if marker_face is None else names[marker_face].get(self.language)
                out.append(fill(self.tr("Marker back when the turn ends: %1"), marker))
        return out

    def _deck_text(self, state: State, seats: Sequence[Seat]) -> str:
        text = plural(self.tr("Shop deck: %n card(s)", "", len(state.deck)), len(state.deck))
        text += "\n" + fill(self.tr("Round %1"), str(state.round))
        if state.final_round:
            text += " · " + self.tr("the last round!")
        elif state.last_round_holder != NO_PLAYER:
            text += " · " + self.tr("the last-round card is out: one more round")
        return text

    # --- layout --------------------------------------------------------------------------------

    def _ensure_homes(self, count: int) -> None:
        if len(self.homes) == count:
            return
        width = (WIDTH - 2 * MARGIN - (count - 1) * 14) / count
        for _ in range(count):
            home = HomeItem(width)
            home.set_look(self.look)
            self.scene().addItem(home)
            self.homes.append(home)

    def _place_homes(self) -> None:
        top = TRACK_Y + self.track.h + 16
        home_h = max(230, HEIGHT - top - MARGIN)
        for seat, home in enumerate(self.homes):
            if home.h != home_h:
                home.prepareGeometryChange()
                home.h = home_h
            home.setPos(MARGIN + seat * (home.w + 14), top)
        height = top + home_h + MARGIN
        rect = QRectF(0, 0, WIDTH, height)
        if self.scene().sceneRect() != rect:
            self.scene().setSceneRect(rect)
            self._fit()

    # --- dragging a die ------------------------------------------------------------------------

    def mousePressEvent(self, event: QMouseEvent) -> None:
        self._drag = None
        scene_pos = self.mapToScene(event.position().toPoint())
        if self.tray.clickable and event.button() == Qt.MouseButton.LeftButton:
            self._drag = self.tray.key_at(self.tray.mapFromScene(scene_pos))
            self._press = scene_pos
        super().mousePressEvent(event)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        scene_pos = self.mapToScene(event.position().toPoint())
        die, self._drag = self._drag, None
        if die is not None and (scene_pos - self._press).manhattanLength() > 40:
            for card in self.cards:
                shown = card.data
                if (
                    shown is not None
                    and card.isVisible()
                    and card.clickable
                    and card.sceneBoundingRect().contains(scene_pos)
                ):
                    self.die_dropped.emit(die, shown.id)
                    return
            if self.bill.clickable and self.bill.sceneBoundingRect().contains(scene_pos):
                self.die_dropped.emit(die, "bill")
                return
        super().mouseReleaseEvent(event)

    # --- presentation mode ---------------------------------------------------------------------

    def set_presentation_mode(self, on: bool) -> None:
        """Presentation mode (for a class at a projector): larger text, thicker edges and strokes,
        dark ink only, on every item of the table; off restores the normal look exactly."""
        look = PRESENTATION if on else NORMAL
        if look == self.look:
            return
        self.look = look
        for item in self.scene().items():
            if isinstance(item, Item):
                item.set_look(look)
        self._fit()

    # --- fitting and zoom ----------------------------------------------------------------------

    def _fit_rect(self) -> QRectF:
        """What fitting shows: the table; in presentation mode without its margins (larger)."""
        rect = self.scene().sceneRect()
        if self.look.presentation:
            trim = MARGIN - PRESENTATION_EDGE
            rect = rect.adjusted(trim, trim, -trim, -trim)
        return rect
