"""The player aid (玩家輔助卡) on screen: a turn's options and costs, open at any time, non-modal.

The box gives each player an aid card (seed 001: 「玩家們分別拿取1張玩家輔助卡，置於其面前桌上」)
with the three actions of a turn and their cost, how each plant type generates, lighting a city
and the carbon tower. Every figure comes from `rules.power_on.aid.player_aid` (the pack's YAML
and the rules modules); plant and fuel-card names come from the pack in the game's language and
are shown as plain text. Only the wording is here, through the power_on catalogue.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QPainter, QPixmap
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from desktop_app.content.model import LocalizedText
from desktop_app.content.power_on import PlantType, PowerOnContent
from desktop_app.rules.power_on.aid import PlantAid, PlayerAid, player_aid
from desktop_app.views.kit.narration import fill
from desktop_app.views.plain_text import plain_label
from desktop_app.views.power_on.art import plant_icon


def _label(text: str, name: str = "", wrap: bool = True) -> QLabel:
    label = plain_label(text)
    label.setTextFormat(Qt.TextFormat.PlainText)  # pack names are plain text, never rich text
    label.setWordWrap(wrap)
    label.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
    if name:
        label.setObjectName(name)
    return label


class PlayerAidDialog(QDialog):
    """The aid card: opened from View ▸ Player aid, the status-bar button or Ctrl+I."""

    def __init__(self, content: PowerOnContent, language: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setModal(False)
        self.setObjectName("player_aid")
        self.aid: PlayerAid = player_aid(content)
        self.language = language
        self.scale = 1.0
        self.setWindowTitle(self.tr("Player aid — Power On!"))
        outer = QVBoxLayout(self)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        body = QWidget()
        body.setObjectName("aid_body")
        self.body = QVBoxLayout(body)
        scroll.setWidget(body)
        outer.addWidget(scroll)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.close)
        outer.addWidget(buttons)
        self.icons: list[tuple[QLabel, str]] = []
        self._build()
        self.set_scale(1.0)

    # --- content ---------------------------------------------------------------------------------

    def _name(self, text: LocalizedText | None) -> str:
        return text.get(self.language) if text is not None else ""

    @staticmethod
    def _section(column: QVBoxLayout, title: str) -> None:
        column.addSpacing(4)
        column.addWidget(_label(title, "section", wrap=False))

    def _build(self) -> None:
        """The turn's actions and costs, then generating plant by plant, then the city and the tower."""
        aid = self.aid
        n = str  # figures are shown as digits in both languages
        body = self.body
        body.addWidget(
            _label(fill(self.tr("Your turn: %1 action points"), n(aid.actions_per_turn)), "title", wrap=False)
        )
        body.addWidget(
            _label(
                fill(
                    self.tr(
                        "Spend them on the actions below, in any order; an action may be repeated. "
                        "Each costs %1 action point."
                    ),
                    n(aid.action_cost),
                ),
                "hint",
            )
        )
        grid = QGridLayout()
        grid.setHorizontalSpacing(16)
        grid.setVerticalSpacing(4)
        grid.setColumnStretch(1, 1)
        point = fill(
            self.tr("%1 action point") if aid.action_cost == 1 else self.tr("%1 action points"), n(aid.action_cost)
        )
        rows = [
            (
                self.tr("Draw"),
                fill(
                    self.tr(
                        "Take the deck's top card or one face-up card. Not with %1 cards in hand (the hand limit)."
                    ),
                    n(aid.hand_limit),
                ),
                point,
            ),
            (
                self.tr("Play"),
                self.tr(
                    "Build a plant card in front of you, or play a function card: do what it says, then discard it."
                ),
                point,
            ),
            (
                self.tr("Generate"),
                self.tr(
                    "Run unused plants of one type: coal, gas or nuclear, as many as you "
                    "pay for. Each plant runs once a turn."
                ),
                point,
            ),
            (
                self.tr("Free"),
                self.tr("Solar, wind and hydro plants run at any time in your turn."),
                self.tr("no action point"),
            ),
        ]
        for r, (name, what, cost) in enumerate(rows):
            grid.addWidget(_label(name, "action", wrap=False), r, 0, Qt.AlignmentFlag.AlignTop)
            grid.addWidget(_label(what), r, 1, Qt.AlignmentFlag.AlignTop)
            grid.addWidget(_label(cost, "cost", wrap=False), r, 2, Qt.AlignmentFlag.AlignTop)
        body.addLayout(grid)

        self._section(body, self.tr("Generating power (per plant run)"))
        table = QGridLayout()
        table.setHorizontalSpacing(16)
        table.setVerticalSpacing(4)
        heads = [
            (self.tr("Plant"), 0, 2),
            (self.tr("Power"), 2, 1),
            (self.tr("Carbon tokens"), 3, 1),
            (self.tr("Fuel"), 4, 1),
        ]
        for head, column, span in heads:
            table.addWidget(_label(head, "head", wrap=False), 0, column, 1, span)
        top = Qt.AlignmentFlag.AlignTop
        for r, plant in enumerate(aid.plants, start=1):
            icon = _label("", wrap=False)
            self.icons.append((icon, plant.type.value))
            table.addWidget(icon, r, 0, top)
            table.addWidget(_label(self._name(plant.name), "plant", wrap=False), r, 1, top)
            table.addWidget(_label(self._power_text(plant), "figure", wrap=False), r, 2, top)
            table.addWidget(_label(n(plant.carbon), "figure", wrap=False), r, 3, top)
            table.addWidget(_label(self._fuel_text(plant)), r, 4, top)
        table.setColumnStretch(4, 1)
        body.addLayout(table)
        body.addWidget(
            _label(
                fill(
                    self.tr(
                        "* Solar and wind: each plant gives the number (%1–%2) on the back of the deck's top card."
                    ),
                    n(aid.back_low),
                    n(aid.back_high),
                ),
                "hint",
            )
        )

        columns = QHBoxLayout()
        columns.setSpacing(24)
        left, right = QVBoxLayout(), QVBoxLayout()
        left.setSpacing(6)
        right.setSpacing(6)  # not the 24 between the columns, which nested layouts would inherit
        columns.addLayout(left, 1)
        columns.addLayout(right, 1)
        body.addLayout(columns)
        self._section(left, self.tr("Lighting a city"))
        city = (
            self.tr(
                "After your actions, take cities from the row whose power needs add up to at most "
                "the power you generated this turn."
            )
            if aid.several_cities
            else self.tr(
                "After your actions, take one city from the row whose power need is at most the power "
                "you generated this turn."
            )
        )
        left.addWidget(_label(fill(self.tr("%1 Then your plants are reset and unused power is lost."), city)))
        left.addStretch(1)
        self._section(right, self.tr("The carbon tower"))
        tower = [
            fill(
                self.tr("Stack the tokens %1 at a time, at any angle, on the one shared tower."),
                n(aid.tokens_per_placement),
            ),
            self.tr("A new tower's first token lies on the table where you put it: it cannot fall."),
            fill(
                self.tr(
                    "A token falls: those plants give no power, you miss %1 turn per collapse, every other "
                    "player discards %2 card, and the tower is cleared."
                ),
                n(aid.skipped_turns_per_collapse),
                n(aid.discard_per_other_player),
            ),
        ]
        right.addWidget(_label("\n".join("• " + line for line in tower)))
        right.addStretch(1)
        body.addStretch(1)

    def _power_text(self, plant: PlantAid) -> str:
        if plant.power is None:
            return f"{self.aid.back_low}–{self.aid.back_high} *"
        return str(plant.power)

    def _fuel_text(self, plant: PlantAid) -> str:
        if not plant.needs_action:
            return self.tr("none (free)")
        if plant.type is PlantType.COAL:
            return fill(self.tr("discard %1 hand card"), str(plant.hand_cards))
        fuel = fill(self.tr("1 %1 card or %2 hand cards"), self._name(plant.fuel_card), str(plant.fuel_card_or_cards))
        if plant.waste_card is not None:
            fuel += fill(
                self.tr(", plus 1 %1 card as the waste barrel (hand cards cannot replace it)"),
                self._name(plant.waste_card),
            )
        return fuel

    # --- size ------------------------------------------------------------------------------------

    def set_scale(self, scale: float) -> None:
        """Text and icons for this window scale (1: 1280x800)."""
        self.scale = scale
        self.setStyleSheet(
            f"QDialog#player_aid, QWidget#aid_body {{ background: #FFF8E6; }}"
            f" QLabel {{ font-size: {round(16 * scale)}px; color: #2B2620; }}"
            f" QLabel#title {{ font-size: {round(22 * scale)}px; font-weight: bold; }}"
            f" QLabel#section {{ font-size: {round(19 * scale)}px; font-weight: bold; color: #1F4E79;"
            f" border-bottom: {max(1, round(2 * scale))}px solid #C9A77C; }}"
            f" QLabel#hint {{ color: #5E564C; }}"
            f" QLabel#action, QLabel#head, QLabel#plant {{ font-weight: bold; }}"
            f" QLabel#cost {{ color: #1F4E79; font-weight: bold; }}"
            f" QPushButton {{ font-size: {round(16 * scale)}px; padding: {round(4 * scale)}px {round(14 * scale)}px; }}"
        )
        side = round(28 * scale)
        for label, kind in self.icons:
            pixmap = QPixmap(side, side)
            pixmap.fill(Qt.GlobalColor.transparent)
            painter = QPainter(pixmap)
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            plant_icon(painter, kind, QRectF(0, 0, side, side))
            painter.end()
            label.setPixmap(pixmap)
            label.setFixedSize(side, side)
        self.resize(round(1180 * scale), round(740 * scale))
