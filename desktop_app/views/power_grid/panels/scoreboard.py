"""The end screen: the ranking with the tie-break in words, each player's money and cities
over the rounds, and their energy mix and CO2 (the energy lesson of the game)."""

from __future__ import annotations

from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from desktop_app.content.power_grid import PlantKind, Resource
from desktop_app.rules.power_grid.actions import RunPlants
from desktop_app.rules.power_grid.queries import co2_emitted
from desktop_app.views.power_grid.narration import Words
from desktop_app.views.power_grid.panels.charts import (
    MIX_KEYS,
    EnergyMixBar,
    MoneyCitiesChart,
)
from desktop_app.views.power_grid.panels.common import (
    IconWidget,
    make_button,
    make_label,
    px,
)
from desktop_app.views.theme import Palette, colour_css, scale_for


def ranking(state) -> list[int]:
    """Seats best first by the end rule: cities powered, then money, then cities connected."""
    return sorted(range(state.players), key=lambda p: _key(state, p), reverse=True)


def _key(state, p: int) -> tuple[int, int, int]:
    return state.powered[p], state.money[p], len(state.cities[p])


def explain_result(state, words: Words) -> str:
    """Why the winner(s) won, in words: the deciding measure and the numbers compared."""
    translate, w = words.translate, words
    order = ranking(state)
    winners = list(state.winners) or order[:1]
    best = _key(state, winners[0])
    if len(winners) > 1:
        return translate("Scoreboard", "{names} share the win: each powered {powered} cities, holds {money} and "
                               "connected {cities} cities.").format(
            names=w.players(winners), powered=best[0], money=w.money(best[1]), cities=best[2])
    winner = winners[0]
    rivals = [p for p in order if p != winner]
    if not rivals:
        return translate("Scoreboard", "{name} powered {powered} cities.").format(name=w.player(winner), powered=best[0])
    same_power = [p for p in rivals if state.powered[p] == best[0]]
    if not same_power:
        runner = rivals[0]
        return translate("Scoreboard", "{name} powered the most cities: {powered}, against {other} for {runner}.").format(
            name=w.player(winner), powered=best[0], other=state.powered[runner], runner=w.player(runner))
    tied = [winner, *same_power]
    same_money = [p for p in same_power if state.money[p] == best[1]]
    if not same_money:
        others = w.join(state.money[p] for p in same_power)
        return translate("Scoreboard", "{names} powered {powered} cities each; {name} wins on money: {money} vs {others}.").format(
            names=w.players(tied), powered=best[0], name=w.player(winner), money=best[1], others=others)
    others = w.join(len(state.cities[p]) for p in same_money)
    return translate("Scoreboard", "{names} powered {powered} cities each and hold {money} each; {name} wins on cities "
                           "connected: {cities} vs {others}.").format(
        names=w.players([winner, *same_money]), powered=best[0], money=w.money(best[1]), name=w.player(winner),
        cities=best[2], others=others)


def generation_by_source(state, records) -> list[dict[str, float]]:
    """Per player, city-supplies generated over the game by source (plants run x cities each).

    Hybrids count as coal and oil in the proportion they burnt.
    """
    out = [dict.fromkeys(MIX_KEYS, 0.0) for _ in range(state.players)]
    for record in records:
        action = record.action
        if not isinstance(action, RunPlants):
            continue
        mix = out[record.player]
        hybrid_need = sum(state.board.plant(n).fuel_needed for n in action.plants
                          if state.board.plant(n).kind is PlantKind.HYBRID)
        for number in action.plants:
            plant = state.board.plant(number)
            kind = plant.kind
            if kind is PlantKind.HYBRID:
                coal_share = action.hybrid_coal / hybrid_need if hybrid_need else 0.5
                mix["coal"] += plant.cities * coal_share
                mix["oil"] += plant.cities * (1 - coal_share)
            elif kind in (PlantKind.ECO, PlantKind.FUSION):
                mix["eco"] += plant.cities
            else:
                mix[kind.value] += plant.cities
    return out


class ScoreboardDialog(QDialog):
    """The end screen: ranking, tie-break explained, charts, energy mix and CO2 per player."""

    def __init__(self, state, seats, content, language: str = "zh_TW", parent: QWidget | None = None,
                 *, records=None, scale: float | None = None) -> None:
        """`records` (the controller's history) adds each player's power by source; `scale`
        defaults to the parent window's (theme.scale_for)."""
        super().__init__(parent)
        self.state = state
        self.words = Words(content, seats, language)
        if scale is None:
            scale = scale_for(parent.window().size()) if parent is not None else 1.0
        self.scale = scale
        translate, w, s = self.words.translate, self.words, scale
        self.setWindowTitle(translate("Scoreboard", "Power Grid: the result"))
        self.setStyleSheet(f"QDialog {{ background: {colour_css(Palette.TABLE_LIGHT)}; }}")
        column = QVBoxLayout(self)
        margin = px(s, 16)
        column.setContentsMargins(margin, margin, margin, margin)
        column.setSpacing(px(s, 8))
        winners = list(state.winners) or ranking(state)[:1]
        title = (translate("Scoreboard", "{name} wins!").format(name=w.player(winners[0])) if len(winners) == 1
                 else translate("Scoreboard", "{names} share the win!").format(names=w.players(winners)))
        column.addWidget(make_label(title, s, 26, QFont.Weight.Bold))
        self.explanation = make_label(explain_result(state, self.words), s, 16)
        column.addWidget(self.explanation)
        column.addLayout(self._ranking_table())

        mixes = generation_by_source(state, records) if records is not None else None
        cards = QWidget()
        grid = QGridLayout(cards)
        grid.setContentsMargins(0, 0, 0, 0)
        grid.setSpacing(px(s, 8))
        columns = state.players if state.players <= 4 else 3
        for i, seat in enumerate(ranking(state)):
            grid.addWidget(self._result_card(seat, mixes), i // columns, i % columns)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setWidget(cards)
        scroll.setStyleSheet("QScrollArea, QScrollArea > QWidget > QWidget { background: transparent; }")
        column.addWidget(scroll, 1)
        column.addWidget(make_label(self._lesson(mixes), s, 14, colour=Palette.INK_MUTED))
        buttons = QDialogButtonBox()
        close = make_button(translate("Scoreboard", "Close"), s, primary=True)
        buttons.addButton(close, QDialogButtonBox.ButtonRole.AcceptRole)
        buttons.accepted.connect(self.accept)
        column.addWidget(buttons)
        width, height = px(s, 1080), px(s, 700)
        if parent is not None:  # never larger than the game window it opens over
            width = min(width, round(parent.window().width() * 0.95))
            height = min(height, round(parent.window().height() * 0.95))
        self.resize(width, height)

    def _ranking_table(self) -> QGridLayout:
        translate, w, s, state = self.words.translate, self.words, self.scale, self.state
        grid = QGridLayout()
        grid.setHorizontalSpacing(px(s, 18))
        grid.setVerticalSpacing(px(s, 2))
        heads = ("", "", translate("Scoreboard", "Player"), translate("Scoreboard", "Cities powered"), translate("Scoreboard", "Money"),
                 translate("Scoreboard", "Cities connected"))
        for c, text in enumerate(heads):
            grid.addWidget(make_label(text, s, 13, colour=Palette.INK_MUTED, wrap=False), 0, c)
        place = 0
        previous = None
        for row, seat in enumerate(ranking(state), start=1):
            key = _key(state, seat)
            if key != previous:
                place, previous = row, key
            cells = (str(place), None, w.player(seat), str(state.powered[seat]), w.money(state.money[seat]),
                     str(len(state.cities[seat])))
            for c, text in enumerate(cells):
                if text is None:
                    grid.addWidget(IconWidget(f"seat:{seat}", px(s, 20)), row, c)
                    continue
                weight = QFont.Weight.Bold if seat in state.winners else QFont.Weight.Normal
                grid.addWidget(make_label(text, s, 16, weight, wrap=False), row, c)
        grid.setColumnStretch(len(heads), 1)
        return grid

    def _result_card(self, seat: int, mixes) -> QWidget:
        translate, w, s, state = self.words.translate, self.words, self.scale, self.state
        card = QFrame()
        card.setObjectName("result")
        card.setStyleSheet(
            f"QFrame#result {{ background: {colour_css(Palette.CARD_FACE)};"
            f" border: {max(1, px(s, 1))}px solid {colour_css(Palette.CARD_EDGE)}; border-radius: {px(s, 8)}px; }}"
        )
        card.setMinimumWidth(px(s, 230))
        box = QVBoxLayout(card)
        box.setContentsMargins(px(s, 10), px(s, 8), px(s, 10), px(s, 8))
        box.setSpacing(px(s, 4))
        head = QHBoxLayout()
        head.addWidget(IconWidget(f"seat:{seat}", px(s, 20)))
        head.addWidget(make_label(w.player(seat), s, 16, QFont.Weight.Bold, wrap=False), 1)
        box.addLayout(head)
        history = state.history
        all_money = [m for _, money, _ in history for m in money] or [0]
        all_cities = [c for _, _, cities in history for c in cities] or [0]
        chart = MoneyCitiesChart(
            seat, [r for r, _, _ in history], [money[seat] for _, money, _ in history],
            [cities[seat] for _, _, cities in history], max(all_money), max(all_cities),
            (translate("Scoreboard", "— Elektro"), translate("Scoreboard", "▮ cities")), s,
        )
        chart.setToolTip(translate("Scoreboard", "Money (line) and cities connected (bars) at the end of each round"))
        box.addWidget(chart)
        kg = co2_emitted(state, seat)
        if mixes is not None:
            mix = {k: round(v) for k, v in mixes[seat].items()}
            caption = translate("Scoreboard", "Power made, by source (cities × rounds)")
        else:
            mix = dict(zip(MIX_KEYS, state.burnt[seat]))
            caption = translate("Scoreboard", "Fuel burnt, by kind")
        box.addWidget(make_label(caption, s, 13, colour=Palette.INK_MUTED))
        bar = EnergyMixBar(mix, s)
        bar.setToolTip(self._mix_words(mix))
        box.addWidget(bar)
        box.addWidget(make_label(self._mix_words(mix), s, 13))
        generated = sum(mix.values()) if mixes is not None else 0
        if generated:
            line = translate("Scoreboard", "{co2} in all · {per} per city and round").format(
                co2=w.co2(kg), per=w.co2(kg / generated))
        else:
            line = translate("Scoreboard", "{co2} in all").format(co2=w.co2(kg))
        box.addWidget(make_label(line, s, 15, QFont.Weight.DemiBold))
        spent = state.burnt[seat][Resource.URANIUM]
        if spent:
            # Nuclear power emits no CO2 but leaves waste that must be kept safe for ages.
            box.addWidget(make_label(
                translate("Scoreboard", "Nuclear waste: {n} spent uranium to store").format(n=spent),
                s, 13, colour=Palette.INK_MUTED))
        return card

    def _mix_words(self, mix: dict[str, int]) -> str:
        translate, w = self.words.translate, self.words
        names = {"coal": w.fuel(0), "oil": w.fuel(1), "garbage": w.fuel(2), "uranium": w.fuel(3),
                 "eco": translate("Scoreboard", "clean (eco, fusion)")}
        parts = [translate("Scoreboard", "{fuel} {n}").format(n=mix[k], fuel=names[k]) for k in MIX_KEYS if mix.get(k)]
        return translate("Words", ", ").join(parts) if parts else translate("Scoreboard", "no power generated")

    def _lesson(self, mixes) -> str:
        translate, w, state = self.words.translate, self.words, self.state
        total = sum(co2_emitted(state, p) for p in range(state.players))
        tracks = state.content.resource_tracks
        per_unit = translate("Words", ", ").join(
            translate("Scoreboard", "{fuel} {kg} kg").format(fuel=w.fuel(r), kg=round(tracks[r].co2_kg_per_unit))
            for r in range(4))
        return translate("Scoreboard", "Together the players emitted {co2}. CO₂ per unit of fuel burnt: {per_unit}; "
                               "wind, sun, water and fusion emit none.").format(co2=w.co2(total), per_unit=per_unit)
