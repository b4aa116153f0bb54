"""Power Butler's vector art: the 26 appliance icons, the six die faces, the condition icons,
the coin, the lightning step and the player marks. Everything is drawn with QPainter paths in a
100x100 box scaled to the target rectangle, so it is sharp at any size (a 4K projector too).

Each appliance icon is a few bold shapes: a dark outline over a light fill with one accent
colour, recognisable at 40 px.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QIcon, QPainter, QPainterPath, QPen

from desktop_app.views.kit.painting import painted_icon
from desktop_app.views.theme import Palette

INK = QColor("#2B2520")
BODY = QColor("#F4F1EA")
ACCENT = QColor("#2C5C94")
WARM = QColor("#D55E00")
COOL = QColor("#56B4E9")
COIN = QColor("#E8B400")
LOCK = QColor("#C8102E")
CATEGORY_COLOURS = {
    "climate": QColor("#56B4E9"),
    "kitchen": QColor("#E69F00"),
    "laundry": QColor("#7CCFC4"),
    "bathroom": QColor("#0072B2"),
    "lighting": QColor("#F2C300"),
    "entertainment": QColor("#CC79A7"),
    "cleaning": QColor("#009E73"),
    "connected": QColor("#8E7CC3"),
}


class _Pen:
    """A painter already scaled to a 100x100 box, with small helpers for the icon shapes."""

    def __init__(self, painter: QPainter) -> None:
        self.p = painter

    def style(self, fill: QColor | None, width: float = 5.0, colour: QColor = INK) -> None:
        pen = QPen(colour, width)
        pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        self.p.setPen(pen)
        self.p.setBrush(QBrush(fill) if fill is not None else Qt.BrushStyle.NoBrush)

    def rect(
        self, x: float, y: float, w: float, h: float, r: float = 6, fill: QColor | None = BODY, width: float = 5.0
    ) -> None:
        self.style(fill, width)
        self.p.drawRoundedRect(QRectF(x, y, w, h), r, r)

    def circle(self, x: float, y: float, r: float, fill: QColor | None = BODY, width: float = 5.0) -> None:
        self.style(fill, width)
        self.p.drawEllipse(QPointF(x, y), r, r)

    def line(self, *points: tuple[float, float], width: float = 5.0, colour: QColor = INK) -> None:
        self.style(None, width, colour)
        path = QPainterPath(QPointF(*points[0]))
        for pt in points[1:]:
            path.lineTo(QPointF(*pt))
        self.p.drawPath(path)

    def poly(self, *points: tuple[float, float], fill: QColor | None = BODY, width: float = 5.0) -> None:
        self.style(fill, width)
        path = QPainterPath(QPointF(*points[0]))
        for pt in points[1:]:
            path.lineTo(QPointF(*pt))
        path.closeSubpath()
        self.p.drawPath(path)

    def arc(
        self,
        x: float,
        y: float,
        w: float,
        h: float,
        start: float,
        span: float,
        width: float = 5.0,
        colour: QColor = INK,
    ) -> None:
        self.style(None, width, colour)
        self.p.drawArc(QRectF(x, y, w, h), int(start * 16), int(span * 16))


def _waves(d: _Pen, x: float, y: float, colour: QColor) -> None:
    for i in range(3):
        d.line((x + i * 12, y), (x + i * 12 + 4, y + 8), (x + i * 12, y + 16), width=4, colour=colour)


def _air_conditioner(d: _Pen) -> None:
    d.rect(8, 22, 84, 34, 8)
    d.line((18, 46), (82, 46), width=4)
    d.circle(80, 32, 3, fill=WARM, width=2)
    for x in (30, 50, 70):
        d.line((x, 64), (x - 6, 80), width=4, colour=COOL)


def _fan(d: _Pen) -> None:
    d.line((50, 52), (50, 88), width=6)
    d.line((32, 90), (68, 90), width=6)
    d.circle(50, 38, 30)
    for dx, dy in ((0, -16), (14, 8), (-14, 8)):
        d.circle(50 + dx * 0.9, 38 + dy * 0.9, 9, fill=COOL, width=3)
    d.circle(50, 38, 4, fill=INK, width=2)


def _dehumidifier(d: _Pen) -> None:
    d.rect(24, 12, 52, 78, 10)
    d.line((34, 26), (66, 26), width=4)
    d.poly((50, 44), (60, 62), (50, 72), (40, 62), fill=COOL, width=4)


def _heater(d: _Pen) -> None:
    d.rect(12, 24, 76, 56, 8)
    for x in (26, 42, 58, 74):
        d.line((x, 32), (x, 72), width=5, colour=WARM)
    d.line((20, 80), (20, 90), width=5)
    d.line((80, 80), (80, 90), width=5)


def _refrigerator(d: _Pen) -> None:
    d.rect(24, 6, 52, 88, 8)
    d.line((24, 40), (76, 40), width=5)
    d.line((66, 18), (66, 30), width=5, colour=ACCENT)
    d.line((66, 50), (66, 66), width=5, colour=ACCENT)


def _microwave(d: _Pen) -> None:
    d.rect(8, 24, 84, 54, 6)
    d.rect(16, 32, 50, 38, 4, fill=QColor("#FFE9A8"), width=4)
    for y in (38, 50, 62):
        d.circle(79, y, 3, fill=INK, width=1)


def _rice_cooker(d: _Pen) -> None:
    d.arc(28, 18, 44, 24, 0, 180, width=6)
    d.rect(20, 30, 60, 14, 6, fill=ACCENT)
    d.rect(16, 44, 68, 40, 12)
    d.circle(50, 64, 6, fill=WARM, width=3)


def _water_dispenser(d: _Pen) -> None:
    d.rect(34, 4, 32, 30, 12, fill=COOL)
    d.rect(26, 34, 48, 60, 6)
    d.rect(38, 48, 24, 18, 3, fill=QColor("#E0E0E0"), width=3)
    d.circle(44, 44, 3, fill=WARM, width=1)
    d.circle(56, 44, 3, fill=ACCENT, width=1)


def _induction_cooker(d: _Pen) -> None:
    d.poly((10, 52), (90, 52), (84, 76), (16, 76), fill=QColor("#3A3A3A"))
    for r in (14, 8):
        d.style(None, 3, WARM)
        d.p.drawEllipse(QPointF(50, 63), r * 1.6, r * 0.5)
    _waves(d, 38, 24, WARM)


def _kettle(d: _Pen) -> None:
    d.rect(22, 80, 52, 10, 4, fill=INK)
    d.poly((28, 78), (32, 30), (64, 30), (68, 78), fill=BODY)
    d.line((64, 38), (82, 44), (80, 64), (68, 68), width=6)
    d.line((32, 30), (20, 22), width=6)
    d.line((40, 22), (56, 22), width=6)


def _dishwasher(d: _Pen) -> None:
    d.rect(16, 8, 68, 84, 6)
    d.line((16, 26), (84, 26), width=4)
    d.circle(30, 17, 3, fill=ACCENT, width=1)
    for x in (34, 50, 66):
        d.circle(x, 58, 10, fill=QColor("#DDEEFA"), width=4)


def _washing_machine(d: _Pen) -> None:
    d.rect(14, 6, 72, 88, 8)
    d.line((14, 24), (86, 24), width=4)
    d.circle(26, 15, 3, fill=WARM, width=1)
    d.circle(50, 58, 24, fill=QColor("#DDEEFA"))
    d.arc(36, 48, 28, 20, 200, 140, width=4, colour=ACCENT)


def _dryer(d: _Pen) -> None:
    d.rect(14, 6, 72, 88, 8)
    d.line((14, 24), (86, 24), width=4)
    d.circle(50, 58, 24, fill=QColor("#FFE3CC"))
    _waves(d, 38, 48, WARM)


def _iron(d: _Pen) -> None:
    d.poly((10, 72), (90, 72), (86, 52), (60, 40), (28, 40), fill=COOL)
    d.line((40, 40), (44, 24), (78, 24), (80, 46), width=6)
    for x in (28, 44, 60, 76):
        d.circle(x, 62, 2.5, fill=INK, width=1)


def _water_heater(d: _Pen) -> None:
    d.rect(28, 6, 44, 74, 18)
    d.rect(40, 22, 20, 12, 3, fill=WARM, width=3)
    d.line((40, 80), (40, 94), width=6, colour=COOL)
    d.line((60, 80), (60, 94), width=6, colour=WARM)


def _hair_dryer(d: _Pen) -> None:
    d.poly((18, 22), (70, 22), (84, 30), (84, 40), (70, 48), (18, 48), fill=BODY)
    d.circle(26, 35, 14, fill=ACCENT)
    d.poly((50, 48), (64, 48), (60, 86), (48, 86), fill=BODY)
    for y in (26, 35, 44):
        d.line((88, y), (96, y), width=4, colour=WARM)


def _led_bulb(d: _Pen) -> None:
    d.circle(50, 38, 26, fill=QColor("#FFE066"))
    d.rect(38, 62, 24, 22, 3, fill=QColor("#BDBDBD"))
    d.line((40, 70), (60, 70), width=3)
    d.line((40, 77), (60, 77), width=3)
    d.line((42, 42), (50, 30), (58, 42), width=4, colour=WARM)


def _desk_lamp(d: _Pen) -> None:
    d.rect(22, 84, 48, 8, 3, fill=INK)
    d.line((40, 84), (30, 52), (56, 28), width=6)
    d.poly((50, 16), (84, 34), (72, 52), fill=ACCENT)
    d.poly((72, 52), (78, 43), (90, 70), fill=QColor("#FFE066"), width=2)


def _television(d: _Pen) -> None:
    d.rect(6, 16, 88, 56, 5, fill=QColor("#3A3A3A"))
    d.rect(12, 22, 76, 44, 2, fill=QColor("#8FD0F3"), width=2)
    d.line((40, 72), (34, 86), width=6)
    d.line((60, 72), (66, 86), width=6)
    d.line((26, 88), (74, 88), width=6)


def _game_console(d: _Pen) -> None:
    path = QPainterPath()
    path.addRoundedRect(QRectF(8, 30, 84, 42), 20, 20)
    d.style(QColor("#4A4A4A"))
    d.p.drawPath(path)
    d.line((26, 44), (26, 60), width=5, colour=BODY)
    d.line((18, 52), (34, 52), width=5, colour=BODY)
    d.circle(68, 46, 5, fill=WARM, width=2)
    d.circle(78, 56, 5, fill=COOL, width=2)


def _computer(d: _Pen) -> None:
    d.rect(14, 14, 72, 48, 4, fill=QColor("#3A3A3A"))
    d.rect(20, 20, 60, 36, 2, fill=QColor("#8FD0F3"), width=2)
    d.poly((6, 70), (94, 70), (88, 84), (12, 84), fill=QColor("#BDBDBD"))


def _vacuum(d: _Pen) -> None:
    d.line((62, 10), (44, 66), width=6)
    d.rect(20, 64, 44, 16, 5, fill=ACCENT)
    d.circle(58, 40, 12, fill=WARM, width=4)
    d.line((58, 10), (72, 14), width=6)


def _robot_vacuum(d: _Pen) -> None:
    d.style(QColor("#4A4A4A"))
    d.p.drawEllipse(QRectF(10, 30, 80, 50))
    d.style(QColor("#6F6F6F"), 3)
    d.p.drawEllipse(QRectF(22, 36, 56, 30))
    d.circle(50, 46, 6, fill=COOL, width=2)


def _phone_charger(d: _Pen) -> None:
    d.rect(14, 10, 36, 64, 7, fill=QColor("#3A3A3A"))
    d.rect(19, 18, 26, 44, 2, fill=QColor("#8FD0F3"), width=2)
    d.line((32, 74), (32, 82), (70, 82), (70, 60), width=5)
    d.rect(60, 36, 22, 24, 4)
    d.line((66, 36), (66, 26), width=4)
    d.line((76, 36), (76, 26), width=4)


def _router(d: _Pen) -> None:
    d.rect(12, 58, 76, 24, 6)
    d.line((26, 58), (20, 26), width=5)
    d.line((74, 58), (80, 26), width=5)
    for x in (30, 44, 58):
        d.circle(x, 70, 3, fill=QColor("#009E73"), width=1)
    d.arc(38, 24, 24, 20, 30, 120, width=4, colour=ACCENT)
    d.arc(30, 14, 40, 30, 30, 120, width=4, colour=ACCENT)


def _scooter_charger(d: _Pen) -> None:
    d.circle(22, 72, 12)
    d.circle(78, 72, 12)
    d.poly((22, 72), (36, 56), (66, 56), (78, 72), fill=QColor("#009E73"))
    d.line((66, 56), (60, 22), (72, 22), width=6)
    bolt(d.p, QRectF(30, 14, 24, 34), COIN)


ICONS = {
    "air_conditioner": _air_conditioner,
    "fan": _fan,
    "dehumidifier": _dehumidifier,
    "heater": _heater,
    "refrigerator": _refrigerator,
    "microwave": _microwave,
    "rice_cooker": _rice_cooker,
    "water_dispenser": _water_dispenser,
    "induction_cooker": _induction_cooker,
    "kettle": _kettle,
    "dishwasher": _dishwasher,
    "washing_machine": _washing_machine,
    "dryer": _dryer,
    "iron": _iron,
    "water_heater": _water_heater,
    "hair_dryer": _hair_dryer,
    "led_bulb": _led_bulb,
    "desk_lamp": _desk_lamp,
    "television": _television,
    "game_console": _game_console,
    "computer": _computer,
    "vacuum": _vacuum,
    "robot_vacuum": _robot_vacuum,
    "phone_charger": _phone_charger,
    "router": _router,
    "scooter_charger": _scooter_charger,
}


def _in_box(painter: QPainter, rect: QRectF) -> None:
    side = min(rect.width(), rect.height())
    painter.translate(rect.center().x() - side / 2, rect.center().y() - side / 2)
    painter.scale(side / 100, side / 100)


def draw_appliance(painter: QPainter, icon: str, rect: QRectF) -> None:
    """The appliance's icon fitted (square) in `rect`."""
    painter.save()
    _in_box(painter, rect)
    ICONS.get(icon, _led_bulb)(_Pen(painter))
    painter.restore()


# --- small symbols -------------------------------------------------------------------------------


def bolt(painter: QPainter, rect: QRectF, fill: QColor = COIN) -> None:
    """A lightning bolt (one step of electricity use)."""
    x, y, w, h = rect.x(), rect.y(), rect.width(), rect.height()
    path = QPainterPath(QPointF(x + 0.62 * w, y))
    for px, py in ((0.1, 0.58), (0.46, 0.58), (0.34, 1.0), (0.9, 0.38), (0.54, 0.38), (0.62, 0)):
        path.lineTo(QPointF(x + px * w, y + py * h))
    painter.setPen(QPen(INK, max(1.0, w * 0.06)))
    painter.setBrush(fill)
    painter.drawPath(path)


def coin(painter: QPainter, rect: QRectF, value: str, font: QFont) -> None:
    """A gold coin with its value (the number is the value, not a stand-in for an icon)."""
    painter.setPen(QPen(INK, max(1.0, rect.width() * 0.06)))
    painter.setBrush(COIN)
    painter.drawEllipse(rect)
    painter.setFont(font)
    painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, value)


def condition(painter: QPainter, face: int, rect: QRectF) -> None:
    """The icon of a purchase condition: 3 fixed space, 4 delivery, 5 special socket."""
    painter.save()
    _in_box(painter, rect)
    d = _Pen(painter)
    if face == 3:  # fixed space: a floor square with corner ticks
        d.rect(14, 14, 72, 72, 4, fill=QColor("#E3F1D9"), width=6)
        for x, y, dx, dy in ((14, 14, 1, 1), (86, 14, -1, 1), (14, 86, 1, -1), (86, 86, -1, -1)):
            d.line((x + dx * 22, y + dy * 22), (x + dx * 8, y + dy * 8), width=6, colour=QColor("#3B7D23"))
    elif face == 4:  # delivery: a truck
        d.rect(6, 28, 54, 40, 4, fill=QColor("#FFE3CC"), width=6)
        d.poly((60, 40), (80, 40), (94, 56), (94, 68), (60, 68), fill=QColor("#FFE3CC"), width=6)
        d.circle(24, 74, 10, fill=INK, width=2)
        d.circle(76, 74, 10, fill=INK, width=2)
    else:  # special socket: a wall socket with two slots and earth
        d.rect(12, 12, 76, 76, 14, fill=QColor("#E6E0F5"), width=6)
        d.line((36, 34), (36, 52), width=8)
        d.line((64, 34), (64, 52), width=8)
        d.line((44, 70), (56, 70), width=8)
    painter.restore()


def exclamation(painter: QPainter, rect: QRectF, colour: QColor = LOCK) -> None:
    """The "!" of the 3元/! face, drawn (a bar and a dot)."""
    w, h = rect.width(), rect.height()
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(colour)
    painter.drawRoundedRect(QRectF(rect.x() + 0.38 * w, rect.y(), 0.24 * w, 0.62 * h), 0.1 * w, 0.1 * w)
    painter.drawEllipse(QRectF(rect.x() + 0.37 * w, rect.y() + 0.74 * h, 0.26 * w, 0.26 * h))


def padlock(painter: QPainter, rect: QRectF) -> None:
    """A small padlock: a 3元/! die is locked on the event markers."""
    w, h = rect.width(), rect.height()
    painter.setPen(QPen(INK, max(1.0, w * 0.12)))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawArc(QRectF(rect.x() + 0.22 * w, rect.y(), 0.56 * w, 0.7 * h), 0, 180 * 16)
    painter.setBrush(LOCK)
    painter.setPen(QPen(INK, max(1.0, w * 0.08)))
    painter.drawRoundedRect(QRectF(rect.x() + 0.1 * w, rect.y() + 0.4 * h, 0.8 * w, 0.6 * h), 0.1 * w, 0.1 * w)


def draw_die(
    painter: QPainter,
    face: int,
    rect: QRectF,
    font: QFont,
    *,
    selected: bool = False,
    used: bool = False,
    locked: bool = False,
) -> None:
    """One die: money faces as a coin, 3元/! red with the mark, conditions as their icons."""
    painter.save()
    fill = Palette.CARD_FACE if not used else Palette.DISABLED_FILL
    if face == 2:
        fill = QColor("#FFE1DC") if not used else QColor("#E8D6D2")
    edge = QColor("#0072B2") if selected else INK
    painter.setPen(QPen(edge, rect.width() * (0.1 if selected else 0.05)))
    painter.setBrush(fill)
    painter.drawRoundedRect(rect, rect.width() * 0.16, rect.width() * 0.16)
    inner = rect.adjusted(rect.width() * 0.16, rect.height() * 0.16, -rect.width() * 0.16, -rect.height() * 0.16)
    if used:
        painter.setOpacity(0.35)
    if face in (0, 1):
        coin(painter, inner, str(face + 1), font)
    elif face == 2:
        left = QRectF(inner.x(), inner.y(), inner.width() * 0.68, inner.height() * 0.68)
        coin(painter, left, "3", font)
        exclamation(
            painter,
            QRectF(
                inner.right() - inner.width() * 0.3,
                inner.y() + inner.height() * 0.36,
                inner.width() * 0.3,
                inner.height() * 0.64,
            ),
        )
    else:
        condition(painter, face, inner)
    painter.setOpacity(1.0)
    if locked:
        padlock(
            painter,
            QRectF(
                rect.right() - rect.width() * 0.34,
                rect.y() - rect.height() * 0.1,
                rect.width() * 0.32,
                rect.height() * 0.36,
            ),
        )
    painter.restore()


# The panel's icons, each drawn once: its pages are rebuilt after many actions (the dice, the
# shop's Buy buttons), and the same die or appliance is the very same picture every time.
_ICONS: dict[tuple[object, ...], QIcon] = {}
ICONS_KEPT = 512


def _kept_icon(key: tuple[object, ...], draw: Callable[[], QIcon]) -> QIcon:
    icon = _ICONS.get(key)
    if icon is None:
        if len(_ICONS) >= ICONS_KEPT:
            del _ICONS[next(iter(_ICONS))]  # the oldest
        icon = _ICONS[key] = draw()
    return icon


def appliance_icon(icon: str) -> QIcon:
    return _kept_icon(
        ("appliance", icon), lambda: painted_icon(96, 96, lambda p, r: draw_appliance(p, icon, r), ratio=1.0, margin=2)
    )


def die_icon(face: int, font: QFont, locked: bool = False) -> QIcon:
    return _kept_icon(
        ("die", face, font.key(), locked),
        lambda: painted_icon(
            96, 96, lambda p, r: draw_die(p, face, r.adjusted(4, 8, -4, 0), font, locked=locked), ratio=1.0, margin=2
        ),
    )


def condition_icon(face: int) -> QIcon:
    return _kept_icon(
        ("condition", face), lambda: painted_icon(64, 64, lambda p, r: condition(p, face, r), ratio=1.0, margin=2)
    )
