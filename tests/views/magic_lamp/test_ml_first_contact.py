"""Aladdin & the Magic Lamp for a newcomer (issue 13, "First contact"): the draw says the chance
of losing everything before each card and warns that a card can carry two scorpions, every item
on the table explains itself, the points are broken down as the rounds go, and the lamp race is
fair unless full speed is chosen."""

from __future__ import annotations

import re
from types import SimpleNamespace

from helpers import click_item, open_game
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QLabel, QPushButton, QWidget

from desktop_app.content.magic_lamp import Metal
from desktop_app.controllers.game_controller import GameController, Seat
from desktop_app.rules.magic_lamp.actions import KeepStill, PlaceDie
from desktop_app.rules.magic_lamp.game import MAGIC_LAMP
from desktop_app.rules.magic_lamp.queries import bust_odds, most_scorpions_on_a_card
from desktop_app.rules.magic_lamp.scoring import score_breakdown
from desktop_app.rules.magic_lamp.state import MagicLampOptions, Phase
from desktop_app.views.kit.items import BoardItem
from desktop_app.views.magic_lamp.narration import MagicLampWords
from desktop_app.views.magic_lamp.window import FULL_SPEED_KEY, MagicLampWindow

B, S, G = Metal.BRONZE, Metal.SILVER, Metal.GOLD
CJK = re.compile("[\u4e00-\u9fff]")


def _exploring_window(qtbot, content, die: int = 2):
    """Ann explores the silver chest with a `die` (three people at one computer)."""
    seats = [Seat("Ann"), Seat("Bo"), Seat("Cy")]
    controller = GameController(MAGIC_LAMP, content, MagicLampOptions(3, 4), seats, bot_delay_ms=0)
    for action in (PlaceDie(S, die), PlaceDie(G, 5), PlaceDie(G, 6), KeepStill(), KeepStill(), KeepStill()):
        controller.submit(action)
    assert controller.state.phase is Phase.DRAW and controller.state.actor == 0
    controller.pause()
    return open_game(qtbot, MagicLampWindow, controller), controller


def test_before_each_draw_the_panel_gives_the_rules_chance_of_losing_everything(qtbot, content):
    """Seed 003: 「若毒蠍圖案的累積數量大於或等於骰子點數，玩家須將所有抽取的卡牌棄置」 — with a 2 the draw
    is lost by any card carrying two scorpions; the panel says how likely that is (the rules'
    count of the unseen cards), on the page and on the draw button, and warns that one card can
    carry several scorpions."""
    window, controller = _exploring_window(qtbot, content, die=2)
    losing, out_of = bust_odds(controller.state)
    assert losing > 0
    chance = window.actions.findChild(QLabel, "chance").text()
    assert f"{round(100 * losing / out_of)}%" in chance and str(out_of) in chance and str(losing) in chance
    assert window.actions.findChild(QPushButton, "draw").toolTip() == chance
    several = [w.text() for w in window.actions.findChildren(QLabel) if w.isVisible()]
    assert any(f"up to {most_scorpions_on_a_card(controller.state)} scorpions" in t for t in several)
    controller.shutdown()


def test_every_item_on_the_table_explains_itself(qtbot, content):
    """Issue 13: "every symbol on every board and card has a tooltip": the chests (cards left by
    scorpions, the wizard's place, seed 003 「倒數第6張」), the lamp, the piles, the cards drawn and
    each player's place, whose tooltip breaks the points down (seed 003 計分)."""
    window, controller = _exploring_window(qtbot, content)
    items = [i for i in window.board.scene().items() if isinstance(i, BoardItem) and i.isVisible()]
    assert len(items) >= 9
    for item in items:
        assert item.toolTip().strip(), type(item).__name__
    state = controller.state
    above = len(state.decks[0]) - 6
    assert f"{above} cards above it" in window.board.chests[0].toolTip()
    row = score_breakdown(state)[0]
    tip = window.board.players[0].toolTip()
    assert f"{row['total']} point" in tip and f"1 point each: {row['cards']}" in tip
    controller.shutdown()


def test_the_log_breaks_the_points_down_when_a_round_ends(content):
    """Seed 003 計分: 「每持有1張寶箱卡…可獲得1分」, 「各種寶石卡…持有最多數量最多者：可額外獲得5分」 — the
    points change between rounds, so the log says each player's points by source then."""
    from desktop_app.rules.magic_lamp import engine

    state = engine.new_game(content, MagicLampOptions(3, 4))
    seats = [Seat("Ann"), Seat("Bo", "heuristic"), Seat("Cy", "heuristic")]
    words = MagicLampWords(content, seats, "en")
    after = state.clone()
    after.events = [("round", 2)]
    record = SimpleNamespace(action=KeepStill(), player=0, before=state, after=after)
    lines = words.lines(record)
    rows = score_breakdown(state)
    assert lines[0].startswith("Points after round 1: Ann ")
    for name, row in zip(("Ann", "Bo", "Cy"), rows):
        assert f"{name} {row['total']} point" in lines[0]
        assert f"{row['cards']} for cards" in lines[0]
    assert lines[1] == "Round 2 begins."


def test_computer_players_race_at_a_family_pace_unless_full_speed_is_chosen(qtbot, content):
    """Issue 13, "Fair races": by default the computer players touch the lamp at a person's pace;
    Computer players > Speed > "Race for the lamp at full computer speed" switches them to their
    own speed, remembered for the next game."""
    QSettings().remove(FULL_SPEED_KEY)
    seats = [Seat("Ann"), Seat("Bo", "heuristic"), Seat("Cy", "expert")]
    controller = GameController(MAGIC_LAMP, content, MagicLampOptions(3, 4), seats, bot_delay_ms=0)
    window = open_game(qtbot, MagicLampWindow, controller)
    bots = [controller._bots[seat] for seat in (1, 2)]
    assert not window.full_speed_race_action.isChecked()
    assert [bot.pace for bot in bots] == ["family", "family"]
    window.full_speed_race_action.setChecked(True)
    assert [bot.pace for bot in bots] == ["full", "full"]
    assert QSettings().value(FULL_SPEED_KEY, False, type=bool)
    window.full_speed_race_action.setChecked(False)
    assert [bot.pace for bot in bots] == ["family", "family"]
    QSettings().remove(FULL_SPEED_KEY)
    controller.shutdown()


def test_a_die_the_rules_refuse_says_why_on_its_tooltip(qtbot, content):
    """Seed 003: 「2位玩家進行時，雙方玩家可分別將2顆骰子擺放在寶藏板塊上的2個不同寶藏格內」 — once the first
    die is on the bronze chest, the bronze faces are disabled and say why, from the rules'
    refusal (code same_chest), on the tooltip and as the accessible description."""
    seats = [Seat("Ann"), Seat("Bo", "heuristic")]
    controller = GameController(MAGIC_LAMP, content, MagicLampOptions(2, 4), seats, bot_delay_ms=0)
    window = open_game(qtbot, MagicLampWindow, controller)
    window.actions.findChild(QPushButton, "die-bronze-3").click()
    qtbot.waitUntil(lambda: len(controller.state.dice[0]) == 1, timeout=3000)
    refused = MAGIC_LAMP.refusal(controller.state, PlaceDie(B, 4))
    assert refused is not None and refused.code == "same_chest"
    button = window.actions.findChild(QPushButton, "die-bronze-4")
    assert not button.isEnabled()
    assert "two different chests" in button.toolTip()
    assert "two different chests" in button.accessibleDescription()
    assert button.accessibleName() == "Bronze chest: 4 cards"
    assert window.actions.findChild(QPushButton, "die-silver-4").isEnabled()
    controller.shutdown()


def test_a_click_on_a_chest_or_the_lamp_that_does_nothing_says_why(qtbot, content):
    """Seed 003: the chests are chosen with the dice in (1) 選擇寶箱 and the lamp is touched only in
    (2) 召喚精靈 — a click on either at another moment is answered in the status line with the
    rules' refusal (wrong_phase), never silently ignored."""
    seats = [Seat("Ann"), Seat("Bo", "heuristic"), Seat("Cy", "heuristic")]
    controller = GameController(MAGIC_LAMP, content, MagicLampOptions(3, 4), seats, bot_delay_ms=0)
    window = open_game(qtbot, MagicLampWindow, controller)
    click_item(qtbot, window.board, window.board.chests[1])
    said = window.statusBar().currentMessage()
    assert said == "Not now: it is time for setting the dice on the chests."
    window.statusBar().clearMessage()
    click_item(qtbot, window.board, window.board.lamp)
    assert window.statusBar().currentMessage() == said
    assert controller.state.phase is Phase.CHOOSE and not controller.history
    controller.shutdown()


def test_in_chinese_every_control_and_the_table_have_a_chinese_accessible_name(qtbot, content, chinese):
    """Issue 13: "in zh_TW every focusable widget has a non-empty accessible name that contains
    Chinese" — the panel's buttons (the die faces too) and the table."""
    seats = [Seat("小美"), Seat("阿華", "heuristic")]
    controller = GameController(MAGIC_LAMP, content, MagicLampOptions(2, 4), seats, bot_delay_ms=0)
    window = open_game(qtbot, MagicLampWindow, controller, language="zh_TW")
    widgets = [
        w for w in window.actions.findChildren(QWidget) if w.isVisible() and w.focusPolicy() != Qt.FocusPolicy.NoFocus
    ]
    widgets = [w for w in widgets if isinstance(w, QPushButton)] + [window.board]
    assert len(widgets) >= 19  # 18 die faces and the table
    for widget in widgets:
        name = widget.accessibleName()
        assert CJK.search(name), (widget.objectName(), name)
    assert CJK.search(window.board.accessibleDescription())
    controller.shutdown()


FINISHING = ("draw", "stop", "accept", "refuse", "take-nothing", "take-ring", "amulet-alone", "open-curtain")


def _fully_shown(button: QPushButton) -> bool:
    return button.isVisible() and button.visibleRegion().boundingRect().size() == button.size()


def test_the_finishing_buttons_are_in_view_at_1280x800_in_every_phase(qtbot, content):
    """Issue 13, "Controls in view": the buttons that finish or confirm a step (draw, stop,
    accept or refuse a wish, take nothing, keep an amulet alone) are pinned below the page and
    wholly on screen at 1280x800, whatever the page holds, through a whole game played by a
    person against two computer players."""
    seats = [Seat("Ann"), Seat("Bo", "heuristic"), Seat("Cy", "beginner")]
    controller = GameController(MAGIC_LAMP, content, MagicLampOptions(3, 6, magic_ring=True), seats, bot_delay_ms=0)
    window = open_game(qtbot, MagicLampWindow, controller)
    checked: set[str] = set()
    for _ in range(2000):
        if controller.is_over():
            break
        qtbot.waitUntil(
            lambda: (
                controller.is_over()
                or window.race is not None
                and window.race.going
                or controller.is_human_turn()
                and window.race is None
            ),
            timeout=10_000,
        )
        if window.race is not None:
            if window.race.going:
                window.race.press(0)
            continue
        if controller.is_over():
            break
        buttons = [b for b in window.actions.findChildren(QPushButton) if b.isVisible() and b.isEnabled()]
        finishing = [b for b in buttons if b.objectName() in FINISHING]
        for button in finishing:
            assert _fully_shown(button), (controller.state.phase, button.objectName())
            checked.add(button.objectName())
        state = controller.state
        preferred = ("draw", "accept", "take-nothing", "amulet-alone")
        if state.phase is Phase.DRAW and len(state.drawn) >= 2:
            preferred = ("stop",)
        choice = next((b for name in preferred for b in finishing if b.objectName() == name), None)
        (choice or buttons[0]).click()
    assert controller.is_over()
    print("finishing buttons checked:", sorted(checked))
    assert {"draw", "stop"} <= checked
    controller.shutdown()


def test_every_die_face_is_in_view_at_1280x800_for_the_second_die_in_chinese(qtbot, content, chinese):
    """Seed 003: 「2位玩家進行時，雙方玩家可分別將2顆骰子擺放在寶藏板塊上的2個不同寶藏格內」 — the longest
    dice page (the second of two dice, its first die said above the faces, in 繁體中文) shows all
    eighteen faces on screen at 1280x800: choosing is never a scroll away."""
    seats = [Seat("小明"), Seat("小美", "heuristic")]
    controller = GameController(MAGIC_LAMP, content, MagicLampOptions(2, 4), seats, bot_delay_ms=0)
    window = open_game(qtbot, MagicLampWindow, controller, language="zh_TW")
    window.actions.findChild(QPushButton, "die-gold-5").click()
    qtbot.waitUntil(lambda: len(controller.state.dice[0]) == 1, timeout=3000)
    faces = [b for b in window.actions.findChildren(QPushButton) if b.objectName().startswith("die-")]
    assert len(faces) == 18
    hidden = [b.objectName() for b in faces if not _fully_shown(b)]
    assert not hidden, hidden
    controller.shutdown()
