"""One game on the launcher shelf, drawn in the app's single card style.

A rounded card on the table with a header band in the game's colour, the game's emblem and
its big title; below, what it teaches about energy, players and length, whether its board
is ready, and a Play button (disabled with the reason in a tooltip until it is).
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QRect, QRectF, Qt, Signal
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetrics,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPen,
    QResizeEvent,
)
from PySide6.QtWidgets import (
    QBoxLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QSpacerItem,
    QVBoxLayout,
    QWidget,
)

from desktop_app.views.game_icons import (
    GAME_ICONS,
    IconWidget,
    paint_clock,
    paint_hammer,
    paint_players,
)
from desktop_app.views.game_registry import GameEntry
from desktop_app.views.plain_text import plain_label
from desktop_app.views.theme import Palette, colour_css, ui_font


class GameCard(QWidget):
    """The launcher card of one `GameEntry`; emits `game_did_request_play(id)` on Play."""

    game_did_request_play = Signal(str)
    game_did_request_continue = Signal(str)
    game_did_request_rules = Signal(str)
    game_did_request_lesson = Signal(str)  # learn by playing: the guided first game

    def __init__(self, entry: GameEntry, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.entry = entry
        self.setObjectName(f"gameCard_{entry.id}")
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self._scale = 1.0
        self._base_font = QFont(self.font())
        self.band_limit: int | None = None  # the shelf's band: every card's header alike
        self._made = False  # fitting the header waits for the end of __init__ (done once there)

        self.header = QWidget(self)
        self.emblem = IconWidget(GAME_ICONS[entry.id], entry.colour, badge=Palette.ON_COLOUR)
        self.title_label = plain_label()
        self.title_label.setObjectName("cardTitle")
        self.title_label.setWordWrap(True)
        self.title_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self._header_column = QVBoxLayout(self.header)
        self._header_column.addWidget(self.emblem, 0, Qt.AlignmentFlag.AlignHCenter)
        self._header_column.addWidget(self.title_label, 1)

        self.description_label = plain_label()
        self.description_label.setObjectName("cardDescription")
        self.description_label.setWordWrap(True)
        self.description_label.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)

        self.players_icon = IconWidget(paint_players, Palette.INK_MUTED)
        self.players_label = plain_label()
        self.minutes_icon = IconWidget(paint_clock, Palette.INK_MUTED)
        self.minutes_label = plain_label()
        self.status_icon = IconWidget(paint_hammer, Palette.IN_PROGRESS)
        self.status_label = plain_label()
        self.status_label.setObjectName("cardStatus")

        self.play_button = QPushButton()
        self.play_button.setObjectName("playButton")
        self.play_button.setEnabled(entry.playable)
        if entry.playable:
            self.play_button.setCursor(Qt.CursorShape.PointingHandCursor)
        self.play_button.clicked.connect(self._play_did_click)
        self.continue_button = QPushButton()
        self.continue_button.setObjectName("continueButton")
        self.continue_button.setCursor(Qt.CursorShape.PointingHandCursor)
        self.continue_button.clicked.connect(lambda: self.game_did_request_continue.emit(self.entry.id))

        self.rules_button = QPushButton()
        self.rules_button.setObjectName("rulesButton")
        self.rules_button.setCursor(Qt.CursorShape.PointingHandCursor)
        self.rules_button.setFlat(True)
        self.rules_button.clicked.connect(lambda: self.game_did_request_rules.emit(self.entry.id))
        self.rules_button.setVisible(entry.playable)
        self.learn_button = QPushButton()
        self.learn_button.setObjectName("learnButton")
        self.learn_button.setCursor(Qt.CursorShape.PointingHandCursor)
        self.learn_button.setFlat(True)
        self.learn_button.clicked.connect(lambda: self.game_did_request_lesson.emit(self.entry.id))
        self.learn_button.setVisible(entry.playable and entry.has_tutorial())

        self._body = QVBoxLayout()
        self._body.addWidget(self.description_label)
        self._body.addStretch(1)
        self._fact_rows = [
            self._fact_row(self.players_icon, self.players_label),
            self._fact_row(self.minutes_icon, self.minutes_label),
        ]
        if not entry.playable:
            self._fact_rows.append(self._fact_row(self.status_icon, self.status_label))
        else:
            self.status_icon.hide()
            self.status_label.hide()
        for row in self._fact_rows:
            self._body.addLayout(row)
        self._button_gap = QSpacerItem(0, 8, QSizePolicy.Policy.Minimum, QSizePolicy.Policy.Fixed)
        self._links = links = QBoxLayout(QBoxLayout.Direction.LeftToRight)
        links.setContentsMargins(0, 0, 0, 0)
        links.setSpacing(0)
        links.addWidget(self.rules_button, 0, Qt.AlignmentFlag.AlignLeft)
        links.addWidget(self.learn_button, 0, Qt.AlignmentFlag.AlignLeft)
        links.addStretch(1)
        self._body.addLayout(links)
        self._body.addItem(self._button_gap)
        self._body.addWidget(self.continue_button)
        self._body.addWidget(self.play_button)
        self.refresh_saved_game()

        self._outer = QVBoxLayout(self)
        self._outer.setSpacing(0)
        self._outer.addWidget(self.header)
        self._outer.addLayout(self._body, 1)

        self.retranslate()
        self._made = True
        self.apply_scale(1.0, self.font())

    def refresh_saved_game(self) -> None:
        """Show Continue only while the game has unfinished games to go back to, with how many."""
        self._unfinished = len(self.entry.unfinished())
        self.continue_button.setVisible(self._unfinished > 0)
        self._label_continue()
        self._fit_header()  # the body grew or shrank by the Continue button

    def _label_continue(self) -> None:
        count = getattr(self, "_unfinished", 0)
        if count > 1:
            self.continue_button.setText(self.tr("Continue a game ({count})").format(count=count))
        else:
            self.continue_button.setText(self.tr("Continue a game"))
        self.continue_button.setToolTip(
            self.tr("{count} unfinished games: choose one to go on where it was left").format(count=count)
            if count > 1
            else self.tr("Go back exactly where the last game was left")
        )

    def _play_did_click(self) -> None:
        self.game_did_request_play.emit(self.entry.id)

    @staticmethod
    def _fact_row(icon: IconWidget, label: QLabel) -> QHBoxLayout:
        row = QHBoxLayout()
        row.addWidget(icon, 0, Qt.AlignmentFlag.AlignTop)
        row.addWidget(label, 1)
        return row

    # --- Text ------------------------------------------------------------------------

    def retranslate(self) -> None:
        entry = self.entry
        title = entry.translated_title()
        description = entry.translated_description()
        self.title_label.setText(title)
        self.description_label.setText(description)
        players = self.tr("{low}–{high} players").format(low=entry.min_players, high=entry.max_players)
        self.players_label.setText(players)
        self.minutes_label.setText(self.tr("About {minutes} minutes").format(minutes=entry.minutes))
        self.status_label.setText(self.tr("Board still being built"))
        self.play_button.setText(self.tr("Play"))
        self._label_continue()
        self.rules_button.setText(self.tr("How to play"))
        self.rules_button.setToolTip(self.tr("Read the rules of {game}, with pictures").format(game=title))
        self.rules_button.setAccessibleName(self.tr("How to play {game}").format(game=title))
        self.learn_button.setText(self.tr("Learn by playing"))
        self.learn_button.setToolTip(
            self.tr("A short game of {game} with a coach who shows each step; leave it any time").format(game=title)
        )
        self.learn_button.setAccessibleName(self.tr("Learn {game} by playing").format(game=title))
        if entry.playable:
            self.play_button.setToolTip(self.tr("Start {game}").format(game=title))
        else:
            reason = self.tr(
                "The board for {game} is still being built. It will open from here once it is ready."
            ).format(game=title)
            self.play_button.setToolTip(reason)
            self.status_label.setToolTip(reason)
        self.setAccessibleName(title)
        self.setAccessibleDescription(description)
        self._fit_header()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    # --- Size ------------------------------------------------------------------------

    def shadow_margin(self) -> float:
        return 6 * self._scale

    def corner_radius(self) -> float:
        return 18 * self._scale

    def apply_scale(self, scale: float, base: QFont) -> None:
        """Size text, icons and spacing for a window `scale` times the 1280x800 design."""
        if getattr(self, "_applied", None) == (scale, base):
            return  # as it is (the launcher's first sizing of a card made at 1.0)
        self._applied = (scale, QFont(base))
        self._scale = scale
        self._base_font = QFont(base)
        s = scale
        shadow = round(self.shadow_margin())
        self._outer.setContentsMargins(shadow, shadow, shadow, round(shadow * 1.6))
        self._header_column.setSpacing(round(10 * s))
        self._body.setContentsMargins(round(20 * s), round(18 * s), round(20 * s), round(20 * s))
        self._body.setSpacing(round(10 * s))
        self._button_gap.changeSize(0, round(8 * s), QSizePolicy.Policy.Minimum, QSizePolicy.Policy.Fixed)
        for row in self._fact_rows:
            row.setSpacing(round(10 * s))
        for icon in (self.players_icon, self.minutes_icon, self.status_icon):
            icon.set_side(round(22 * s))

        self.description_label.setFont(ui_font(base, 18 * s))
        for label in (self.players_label, self.minutes_label, self.status_label):
            label.setFont(ui_font(base, 16 * s))
        self.play_button.setFont(ui_font(base, 19 * s, QFont.Weight.DemiBold))
        self.play_button.setMinimumHeight(round(50 * s))
        self.continue_button.setFont(ui_font(base, 17 * s, QFont.Weight.DemiBold))
        self.continue_button.setMinimumHeight(round(44 * s))
        self.rules_button.setFont(ui_font(base, 16 * s, QFont.Weight.DemiBold))
        self.learn_button.setFont(ui_font(base, 16 * s, QFont.Weight.DemiBold))
        self._apply_style(s)
        self._fit_header()
        self.update()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit_header()

    def _fit_header(self) -> None:
        """Size the header band to the card and the title to the band; keep the description whole.

        Tall cards (one row of games) get a generous band with a big emblem; short ones (two
        rows) a compact one. The title shrinks, if it must, to fit two lines: a long English
        title must never be clipped.
        """
        if not self._made:
            return  # __init__ fits it once, when everything is in place
        s = self._scale
        band = self.preferred_band()
        if self.band_limit is not None:
            band = min(band, self.band_limit)  # as the other cards of the shelf
        pad = round(14 * s)
        emblem = round(band * 0.40)
        self.header.setFixedHeight(band)
        self._header_column.setContentsMargins(pad, pad, pad, round(pad * 0.6))
        self.emblem.set_side(emblem)
        room = QRect(0, 0, max(self.width() - 2 * round(self.shadow_margin()) - 2 * pad, 40), 100_000)
        room_height = band - emblem - self._header_column.spacing() - pad - round(pad * 0.6)
        size = 30 * s
        while True:
            font = ui_font(self._base_font, size, QFont.Weight.Bold)
            needed = QFontMetrics(font).boundingRect(room, Qt.TextFlag.TextWordWrap, self.title_label.text())
            if needed.height() <= room_height or size <= 16 * s:
                break
            size -= max(1.0, s)
        self.title_label.setFont(font)

    def preferred_band(self) -> int:
        """The header band's height this card would take on its own: a generous share of the
        card, less what the body needs (the description whole above the facts, a Continue
        button, links stacked where they do not fit side by side)."""
        s = self._scale
        height = max(self.height(), 1)
        # Word-wrapped labels do not tell a grid how tall they need to be: say it here.
        margins = self._body.contentsMargins()
        text_width = self.width() - 2 * round(self.shadow_margin()) - margins.left() - margins.right()
        if text_width > 40:
            # (a label's heightForWidth answers at least the minimum height set on it: the one
            # set at an earlier, narrower width or larger text would stay for good)
            self.description_label.setMinimumHeight(0)
            self.description_label.setMinimumHeight(max(0, self.description_label.heightForWidth(text_width)))
            # The two links side by side where they fit, else one above the other (never clipped).
            side_by_side = self.rules_button.sizeHint().width() + self.learn_button.sizeHint().width()
            wide = not self.learn_button.isVisibleTo(self) or side_by_side <= text_width
            self._links.setDirection(QBoxLayout.Direction.LeftToRight if wide else QBoxLayout.Direction.TopToBottom)
        # The band takes what the body leaves (the body grows by a Continue button and stacked
        # links): the description never runs over the facts below it.
        shadow = round(self.shadow_margin())
        body = self._body.minimumSize().height() if text_width > 40 else 0
        room = height - shadow - round(shadow * 1.6) - body
        return round(min(230 * s, max(110 * s, min(height * 0.36, room))))

    def _apply_style(self, s: float) -> None:
        colour = self.entry.colour
        pressed = colour.darker(125)
        self.title_label.setStyleSheet(f"color: {colour_css(Palette.ON_COLOUR)};")
        self.description_label.setStyleSheet(f"color: {colour_css(Palette.INK)};")
        for label in (self.players_label, self.minutes_label):
            label.setStyleSheet(f"color: {colour_css(Palette.INK_MUTED)};")
        self.status_label.setStyleSheet(f"color: {colour_css(Palette.IN_PROGRESS)};")
        radius = round(12 * s)
        self.play_button.setStyleSheet(
            f"QPushButton {{ background: {colour_css(colour)}; color: {colour_css(Palette.ON_COLOUR)};"
            f" border: none; border-radius: {radius}px; padding: {round(8 * s)}px {round(16 * s)}px; }}"
            f" QPushButton:hover {{ background: {colour_css(colour.lighter(115))}; }}"
            f" QPushButton:pressed {{ background: {colour_css(pressed)}; }}"
            f" QPushButton:focus {{ border: {max(2, round(3 * s))}px solid {colour_css(Palette.INK)}; }}"
            f" QPushButton:disabled {{ background: {colour_css(Palette.DISABLED_FILL)};"
            f" color: {colour_css(Palette.DISABLED_INK)};"
            f" border: {max(1, round(2 * s))}px dashed {colour_css(Palette.CARD_EDGE)}; }}"
        )
        link = (
            f"QPushButton {{ color: {colour_css(colour.darker(115))}; border: none; text-decoration: underline;"
            f" padding: {round(3 * s)}px {round(6 * s)}px; text-align: left; }}"
            f" QPushButton:hover {{ color: {colour_css(Palette.INK)}; }}"
            f" QPushButton:focus {{ border: {max(2, round(2 * s))}px solid {colour_css(Palette.INK)};"
            f" border-radius: {round(4 * s)}px; }}"
        )
        self.rules_button.setStyleSheet(link)
        self.learn_button.setStyleSheet(link)
        self.continue_button.setStyleSheet(
            f"QPushButton {{ background: {colour_css(Palette.CARD_FACE)}; color: {colour_css(colour)};"
            f" border: {max(2, round(2 * s))}px solid {colour_css(colour)}; border-radius: {radius}px;"
            f" padding: {round(6 * s)}px {round(16 * s)}px; }}"
            f" QPushButton:hover {{ background: {colour_css(colour.lighter(190))}; }}"
            f" QPushButton:focus {{ border: {max(2, round(3 * s))}px solid {colour_css(Palette.INK)}; }}"
        )

    # --- Drawing ---------------------------------------------------------------------

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        margin = self.shadow_margin()
        radius = self.corner_radius()
        face = QRectF(self.rect()).adjusted(margin, margin, -margin, -margin * 1.6)

        # A soft shadow: a few offset layers, lighter as they spread.
        painter.setPen(Qt.PenStyle.NoPen)
        for step in range(3, 0, -1):
            shadow = QColor(Palette.SHADOW)
            shadow.setAlpha(Palette.SHADOW.alpha() // step)
            grow = step * margin / 3
            painter.setBrush(QBrush(shadow))
            painter.drawRoundedRect(face.adjusted(-grow / 2, grow / 2, grow / 2, grow), radius, radius)

        outline = QPainterPath()
        outline.addRoundedRect(face, radius, radius)
        painter.fillPath(outline, Palette.CARD_FACE)

        band = QRectF(face.left(), face.top(), face.width(), self.header.geometry().bottom() + 1 - face.top())
        painter.save()
        painter.setClipPath(outline)
        painter.fillRect(band, self.entry.colour)
        painter.restore()

        painter.setPen(QPen(Palette.CARD_EDGE, max(1.0, self._scale)))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(outline)
        painter.end()
