"""A class's results (net/class_results.py): per pupil and per table, from the rules' own lesson
figures and scores, and the class CSV (UTF-8 with a byte-order mark, headers in the class's
language from the game's lesson words)."""

from __future__ import annotations

import csv
import io
import random

import pytest
from netkit import Record

from desktop_app.content.loader import load_lesson
from desktop_app.net.class_results import csv_rows, score, table_result, write_csv
from desktop_app.rules.power_grid.queries import co2_emitted
from desktop_app.rules.registry import GAMES


def _play(game, content, players, seed, moves):
    state = game.new_game(content, game.options_from_json({"players": players, "seed": seed}))
    rng, records = random.Random(seed), []
    while len(records) < moves and not game.is_over(state):
        player = game.current_player(state)
        action = rng.choice(game.legal_actions(state))
        after = game.apply(state, action)
        records.append(Record(len(records) + 1, player, action, state, after))
        state = after
    return state, records


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_every_game_gives_each_seat_a_score_and_the_lessons_seat_figures(contents, game_id):
    game, content = GAMES[game_id], contents[game_id]
    state, records = _play(game, content, 3, 7, 400)
    result = table_result(
        game, content, 2, state, records, ["Ana", "Bo", "Computer"], [True, True, False], ["", "", "normal"], [1, 0, 0]
    )
    assert [s.name for s in result.seats] == ["Ana", "Bo", "Computer"]
    assert [s.pupil for s in result.seats] == [True, True, False] and result.seats[2].level == "normal"
    assert result.seats[0].hints == 1 and result.table == 2
    assert all(s.figures for s in result.seats)  # the lesson's seat charts, for every seat
    assert [s.score for s in result.seats] == [score(game_id, state, p) for p in range(3)]
    assert result.round == state.round


def test_power_grids_pupil_figures_are_the_lessons_own(contents):
    game, content = GAMES["power-grid"], contents["power-grid"]
    state, records = _play(game, content, 3, 11, 2000)
    result = table_result(game, content, 0, state, records, ["A", "B", "C"], [True] * 3, [""] * 3, [0] * 3)
    from desktop_app.rules.power_grid.lesson import cities_powered, lesson

    page = lesson(records, content)
    co2 = next(c for c in page.charts if c.id == "co2_per_city")
    powered = cities_powered(records, 3)
    for p, seat in enumerate(result.seats):
        assert seat.figures["co2_per_city.co2_per_city"] == co2.series[0].values[p]
        assert seat.figures["co2_kg"] == round(co2_emitted(state, p), 1)
        assert sum(v for k, v in seat.figures.items() if k.startswith("energy_mix.")) == powered[p]
    assert result.facts == page.facts


def test_the_class_csv_is_utf8_with_a_bom_and_worded_in_the_class_language(contents, tmp_path):
    game, content = GAMES["power-butler"], contents["power-butler"]
    results = []
    for table in range(2):
        state, records = _play(game, content, 2, table + 3, 10_000)
        results.append(
            table_result(
                game,
                content,
                table,
                state,
                records,
                [f"Pupil {table}", "Computer"],
                [True, False],
                ["", "expert"],
                [2, 0],
            )
        )
    path = tmp_path / "class.csv"
    write_csv(path, results, "zh_TW", load_lesson("power_butler"))
    raw = path.read_bytes()
    assert raw.startswith(b"\xef\xbb\xbf")
    rows = list(csv.reader(io.StringIO(raw.decode("utf-8-sig"))))
    assert rows[0] == ["學生與電腦玩家"]
    header = rows[1]
    assert header[:8] == ["桌次", "座位", "名字", "玩家", "電腦等級", "分數", "贏家", "用了幾次提示"]
    assert any(h.startswith("帳單") or "電費" in h for h in header[8:]), header
    assert [r[:4] for r in rows[2:6]] == [
        ["1", "1", "Pupil 0", "學生"],
        ["1", "2", "Computer", "電腦"],
        ["2", "1", "Pupil 1", "學生"],
        ["2", "2", "Computer", "電腦"],
    ]
    assert rows[2][7] == "2" and rows[3][4] == "expert"
    tables_at = rows.index(["各桌"])
    assert rows[tables_at + 1][:4] == ["桌次", "玩到第幾回合", "遊戲打完了", "贏家"]
    assert rows[tables_at + 2][2] == "是" and "度" in "".join(rows[tables_at + 2][4:])  # the facts, in words
    english = csv_rows(results, "en", load_lesson("power_butler"))
    assert english[1][:3] == ["Table", "Seat", "Name"]
