"""The end screen: the ranking with the tie-break in words, each player's money and cities
over the rounds, and their energy mix and CO2 (the energy lesson of the game)."""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from desktop_app.content.power_grid import PlantKind, PowerGridContent, Resource
from desktop_app.controllers.game_controller import ActionRecord, Seat
from desktop_app.rules.power_grid.actions import RunPlants
from desktop_app.rules.power_grid.queries import co2_emitted, ranking, ranking_key
from desktop_app.rules.power_grid.state import State
from desktop_app.views.kit.scoreboard import ScoreColumn, ScoreDialog, ScoreTable
from desktop_app.views.power_grid.narration import Words
from desktop_app.views.power_grid.panels.charts import (
    MIX_KEYS,
    EnergyMixBar,
    MoneyCitiesChart,
)
from desktop_app.views.power_grid.panels.common import (
    IconWidget,
    make_label,
    px,
)
from desktop_app.views.theme import Palette, colour_css, scale_for


def explain_result(state: State, words: Words) -> str:
    """Why the winner(s) won, in words: the deciding measure and the numbers compared."""
    translate, w = words.translate, words
    order = ranking(state)
    winners = list(state.winners) or order[:1]
    best = ranking_key(state, winners[0])
    if len(winners) > 1:
        return translate(
            "Scoreboard",
            "{names} share the win: each powered {powered} cities, holds {money} and connected {cities} cities.",
        ).format(names=w.players(winners), powered=best[0], money=w.money(best[1]), cities=best[2])
    winner = winners[0]
    rivals = [p for p in order if p != winner]
    if not rivals:
        return translate("Scoreboard", "{name} powered {powered} cities.").format(
            name=w.player(winner), powered=best[0]
        )
    same_power = [p for p in rivals if state.powered[p] == best[0]]
    if not same_power:
        runner = rivals[0]
        return translate(
            "Scoreboard", "{name} powered the most cities: {powered}, against {other} for {runner}."
        ).format(name=w.player(winner), powered=best[0], other=state.powered[runner], runner=w.player(runner))
    tied = [winner, *same_power]
    same_money = [p for p in same_power if state.money[p] == best[1]]
    if not same_money:
        others = w.join(state.money[p] for p in same_power)
        return translate(
            "Scoreboard", "{names} powered {powered} cities each; {name} wins on money: {money} vs {others}."
        ).format(names=w.players(tied), powered=best[0], name=w.player(winner), money=best[1], others=others)
    others = w.join(len(state.cities[p]) for p in same_money)
    return translate(
        "Scoreboard",
        "{names} powered {powered} cities each and hold {money} each; {name} wins on cities "
        "connected: {cities} vs {others}.",
    ).format(
        names=w.players([winner, *same_money]),
        powered=best[0],
        money=w.money(best[1]),
        name=w.player(winner),
        cities=best[2],
        others=others,
    )


def generation_by_source(state: State, records: Iterable[ActionRecord]) -> list[dict[str, float]]:
    """Per player, city-supplies generated over the game by source (plants run x cities each).

    Hybrids count as coal and oil in the proportion they burnt.
    """
    out = [dict.fromkeys(MIX_KEYS, 0.0) for _ in range(state.players)]
    for record in records:
        action = record.action
        if not isinstance(action, RunPlants):
            continue
        mix = out[record.player]
        hybrid_need = sum(
            state.board.plant(n).fuel_needed for n in action.plants if state.board.plant(n).kind is PlantKind.HYBRID
        )
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


class ScoreboardDialog(ScoreDialog):
    """The end screen: ranking, tie-break explained, charts, energy mix and CO2 per player."""

    def __init__(
        self,
        state: State,
        seats: Iterable[Seat],
        content: PowerGridContent,
        language: str = "zh_TW",
        parent: QWidget | None = None,
        *,
        records: Iterable[ActionRecord] | None = None,
        scale: float | None = None,
    ) -> None:
        """`records` (the controller's history) adds each player's power by source; `scale`
        defaults to the parent window's (theme.scale_for)."""
        words = Words(content, seats, language)
        if scale is None:
            scale = scale_for(parent.window().size()) if parent is not None else 1.0
        translate, w = words.translate, words
        columns = [
            ScoreColumn(translate("Scoreboard", "Cities powered"), lambda p: str(state.powered[p]), deciding=True),
            ScoreColumn(translate("Scoreboard", "Money"), lambda p: w.money(state.money[p])),
            ScoreColumn(translate("Scoreboard", "Cities connected"), lambda p: str(len(state.cities[p]))),
        ]
        order = ranking(state)
        winners = list(state.winners) or order[:1]
        names = [w.player(p) for p in range(state.players)]
        table = ScoreTable(names, order, columns, winners, key=lambda p: ranking_key(state, p), scale=scale)
        mixes = generation_by_source(state, records) if records is not None else None
        cards = ResultCards(state, words, mixes, order, scale)
        super().__init__(
            [names[p] for p in winners],
            table,
            title=translate("Scoreboard", "Power Grid: the result"),
            explanation=explain_result(state, words),
            body=cards,
            lesson=lesson(state, words),
            scale=scale,
            size=(1080, 700),
            parent=parent,
        )
        self.state, self.words = state, words


class ResultCards(QScrollArea):
    """One card per player, best first: money and cities over the rounds, the energy mix, CO2."""

    def __init__(
        self, state: State, words: Words, mixes: list[dict[str, float]] | None, order: list[int], scale: float
    ) -> None:
        super().__init__()
        self.state, self.words, self.scale = state, words, scale
        cards = QWidget()
        grid = QGridLayout(cards)
        grid.setContentsMargins(0, 0, 0, 0)
        grid.setSpacing(px(scale, 8))
        columns = state.players if state.players <= 4 else 3
        for i, seat in enumerate(order):
            grid.addWidget(self._result_card(seat, mixes), i // columns, i % columns)
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setWidget(cards)
        self.setStyleSheet("QScrollArea, QScrollArea > QWidget > QWidget { background: transparent; }")

    def _result_card(self, seat: int, mixes: list[dict[str, float]] | None) -> QWidget:
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
            seat,
            [r for r, _, _ in history],
            [money[seat] for _, money, _ in history],
            [cities[seat] for _, _, cities in history],
            max(all_money),
            max(all_cities),
            (translate("Scoreboard", "— Elektro"), translate("Scoreboard", "▮ cities")),
            s,
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
                co2=w.co2(kg), per=w.co2(kg / generated)
            )
        else:
            line = translate("Scoreboard", "{co2} in all").format(co2=w.co2(kg))
        box.addWidget(make_label(line, s, 15, QFont.Weight.DemiBold))
        spent = state.burnt[seat][Resource.URANIUM]
        if spent:
            # Nuclear power emits no CO2 but leaves waste that must be kept safe for ages.
            box.addWidget(
                make_label(
                    translate("Scoreboard", "Nuclear waste: {n} spent uranium to store").format(n=spent),
                    s,
                    13,
                    colour=Palette.INK_MUTED,
                )
            )
        return card

    def _mix_words(self, mix: dict[str, int]) -> str:
        translate, w = self.words.translate, self.words
        names = {
            "coal": w.fuel(0),
            "oil": w.fuel(1),
            "garbage": w.fuel(2),
            "uranium": w.fuel(3),
            "eco": translate("Scoreboard", "clean (eco, fusion)"),
        }
        parts = [translate("Scoreboard", "{fuel} {n}").format(n=mix[k], fuel=names[k]) for k in MIX_KEYS if mix.get(k)]
        return translate("Words", ", ").join(parts) if parts else translate("Scoreboard", "no power generated")


def lesson(state: State, words: Words) -> str:
    """All the players' CO2 together, and what each fuel emits per unit burnt."""
    translate, w = words.translate, words
    total = sum(co2_emitted(state, p) for p in range(state.players))
    tracks = state.content.resource_tracks
    per_unit = translate("Words", ", ").join(
        translate("Scoreboard", "{fuel} {kg} kg").format(fuel=w.fuel(r), kg=round(tracks[r].co2_kg_per_unit))
        for r in range(4)
    )
    return translate(
        "Scoreboard",
        "Together the players emitted {co2}. CO₂ per unit of fuel burnt: {per_unit}; "
        "wind, sun, water and fusion emit none.",
    ).format(co2=w.co2(total), per_unit=per_unit)
