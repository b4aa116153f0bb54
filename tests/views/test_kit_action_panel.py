"""The decision panel every game shares (views/kit/action_panel.py): pages made once and updated
in place while the same step stays up for the same human, built anew when the step changes;
the curtain; plain-text labels; refusals asked of the rules.

The strongest check plays whole hot-seat games of each game and, after every action, compares
the panel that has been updating its page in place with a panel made afresh for the same
moment: every visible label, button, box and slider must say and allow the same.
"""

from __future__ import annotations

import random
from types import SimpleNamespace

import pytest
import shiboken6
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractSpinBox,
    QLabel,
    QPushButton,
    QSlider,
    QSpinBox,
    QWidget,
)

from desktop_app.ai.registry import make_bot
from desktop_app.content.loader import load_magic_lamp, load_power_butler, load_power_grid, load_power_on
from desktop_app.controllers.game_controller import GameController, Seat
from desktop_app.rules.magic_lamp.game import MAGIC_LAMP
from desktop_app.rules.magic_lamp.state import MagicLampOptions
from desktop_app.rules.power_butler.game import POWER_BUTLER
from desktop_app.rules.power_butler.state import Mode, PowerButlerOptions
from desktop_app.rules.power_butler.state import Phase as ButlerPhase
from desktop_app.rules.power_grid.actions import BuyResource, StartAuction
from desktop_app.rules.power_grid.game import POWER_GRID
from desktop_app.rules.power_grid.state import Phase, PowerGridOptions
from desktop_app.rules.power_on.game import POWER_ON
from desktop_app.rules.power_on.state import Phase as OnPhase
from desktop_app.rules.power_on.state import PowerOnOptions
from desktop_app.views.kit.action_panel import ActionPanel
from desktop_app.views.kit.pages import PageBuilder
from desktop_app.views.magic_lamp.panels import MagicLampActionPanel
from desktop_app.views.power_butler.panels import PowerButlerActionPanel
from desktop_app.views.power_grid.panels import ActionPanel as PowerGridActionPanel
from desktop_app.views.power_grid.panels.resource_page import ResourcePage
from desktop_app.views.power_on.panels import PowerOnActionPanel

# --- the base on its own -----------------------------------------------------------------------


def _panel(qtbot) -> ActionPanel:
    panel = ActionPanel(SimpleNamespace(game=POWER_GRID, state=None))
    qtbot.addWidget(panel)
    return panel


def test_the_same_kind_of_page_is_updated_in_place_with_the_same_widgets(qtbot):
    panel = _panel(qtbot)
    clicks: list[str] = []

    def page(count: int):
        def build(b: PageBuilder) -> None:
            b.label("count", f"{count} left")
            b.button("go", f"Go {count}", lambda: clicks.append(f"go {count}"), enabled=count > 0, tip="Go on")

        return build

    first = panel.show_page(("step", 0), page(2), "Ann's turn")
    button = first.findChild(QPushButton, "go")
    second = panel.show_page(("step", 0), page(0), "Ann's turn")
    assert second is first and first.findChild(QPushButton, "go") is button
    assert panel.pages_made == 1
    assert first.part("count").text() == "0 left" and button.text() == "Go 0" and not button.isEnabled()
    assert button.toolTip() == "Go on" and button.accessibleName() == "Go 0"
    button.setEnabled(True)
    button.click()
    assert clicks == ["go 0"]  # the slot of the latest build


def test_another_kind_or_other_parts_build_a_new_page(qtbot):
    panel = _panel(qtbot)

    def buttons(*names: str):
        return lambda b: [b.button(name, name, lambda: None) for name in names]

    first = panel.show_page(("step", 0), buttons("a", "b"))
    other_human = panel.show_page(("step", 1), buttons("a", "b"))
    assert other_human is not first and panel.pages_made == 2
    more_parts = panel.show_page(("step", 1), buttons("a", "b", "c"))
    assert more_parts is not other_human and panel.pages_made == 3
    qtbot.wait(1)  # the pages taken down are deleted later, never inside their own handler
    assert [b.objectName() for b in panel.findChildren(QPushButton)] == ["a", "b", "c"]


def test_a_kept_page_shown_again_when_the_kept_pages_are_full_is_the_page_up(qtbot):
    """A panel keeping two pages, four kinds in turn: the page taken back from the kept ones was
    their oldest, and keeping the page it replaced dropped it (retired: a blank panel, met in
    Power Grid's building pages, issue 27's session 11)."""
    panel = _panel(qtbot)
    panel.keep_pages = 2
    for kind in ("a", "b", "c", "a", "b", "d", "c", "a"):
        page = panel.show_page((kind,), lambda b, kind=kind: b.button("go", f"Go {kind}", lambda: None))
        qtbot.wait(1)  # a retired page is deleted later: let it happen
        assert shiboken6.isValid(page) and not page.isHidden() and page is panel._page
        assert page.findChild(QPushButton, "go").text() == f"Go {kind}"
        assert len(panel._kept) <= 2 and page not in panel._kept.values()
    assert panel.pages_made == 6  # a, b, c, then d, c and a again after they were dropped


def test_a_page_made_anew_for_its_kind_retires_the_one_it_replaces(qtbot):
    panel = _panel(qtbot)
    panel.keep_pages = 4
    first = panel.show_page(("a",), lambda b: b.button("x", "x", lambda: None))
    again = panel.show_page(("a",), lambda b: [b.button(n, n, lambda: None) for n in ("x", "y")])
    assert again is not first and not panel._kept
    qtbot.wait(1)
    assert not shiboken6.isValid(first)


def test_a_label_shows_a_players_name_as_plain_text(qtbot):
    panel = _panel(qtbot)
    name = "<b>Ann</b>"
    page = panel.show_page(("x",), lambda b: b.label("name", name))
    label = page.part("name")
    assert isinstance(label, QLabel) and label.textFormat().name == "PlainText" and label.text() == name


def test_the_curtain_stays_open_for_its_key_only(qtbot):
    panel = _panel(qtbot)
    opened: list[int] = []
    page = panel.show_page(
        ("curtain", 1),
        lambda b: panel.curtain_page(b, "Look away", "I am Bo", lambda: opened.append(1), name="lift"),
    )
    page.findChild(QPushButton, "lift").click()
    assert opened == [1]
    panel.curtain.open((3, 1))
    panel.curtain.open((3, 2))
    assert panel.curtain.is_open((3, 1)) and panel.curtain.is_open((3, 2))
    panel.curtain.open(0, alone=True)
    assert panel.curtain.opened == {0}


def test_a_refusal_is_the_rules_own_reason(qtbot):
    content = load_power_grid()
    controller = GameController(POWER_GRID, content, PowerGridOptions(2, seed=7), [Seat("A"), Seat("B")])
    panel = PowerGridActionPanel(controller, content, "en")
    qtbot.addWidget(panel)
    assert panel.refusal(StartAuction(4, 4)) is None and panel.legal(StartAuction(4, 4))
    error = POWER_GRID.refusal(controller.state, StartAuction(4, 2))
    assert error is not None and panel.refusal(StartAuction(4, 2)) == panel.words.refusal(error)


# --- a page in place says what a new page says ---------------------------------------------------


def snapshot(panel) -> list[tuple]:
    """What a person sees and may do on the panel: each visible control's words and state."""
    page = panel.page
    seen: list[tuple] = [(panel.title.text() if panel.title is not None else "",)]
    for root in (page, page.footer):
        for widget in root.findChildren(QWidget):
            if not widget.isVisibleTo(root):
                continue
            row: list = [type(widget).__name__, widget.objectName(), widget.isEnabled(), widget.toolTip()]
            if isinstance(widget, QLabel):
                row.append(widget.text())
            if isinstance(widget, QAbstractButton):
                row += [widget.text(), widget.isChecked(), widget.accessibleName()]
            if isinstance(widget, (QSpinBox, QSlider)):
                row += [widget.value(), widget.minimum(), widget.maximum()]
            if isinstance(widget, QAbstractSpinBox):
                row.append(widget.text())
            seen.append(tuple(row))
    return seen


GAMES = {
    "power-grid": (POWER_GRID, load_power_grid, lambda n: PowerGridOptions(n, seed=5), 3, 250),
    "power-butler": (POWER_BUTLER, load_power_butler, lambda n: PowerButlerOptions(n, 4, Mode.STANDARD), 2, 250),
    "power-on": (POWER_ON, load_power_on, lambda n: PowerOnOptions(n, seed=6), 2, 250),
    "magic-lamp": (MAGIC_LAMP, load_magic_lamp, lambda n: MagicLampOptions(n, 21), 3, 250),
}


def make_panel(game: str, controller, content):
    if game == "power-grid":
        panel = PowerGridActionPanel(controller, content, "en")
        panel.set_scale(1.0)
        return panel
    panel = {
        "power-butler": PowerButlerActionPanel,
        "power-on": PowerOnActionPanel,
        "magic-lamp": MagicLampActionPanel,
    }[game](controller, content, "en")
    panel.set_scale(1.0)
    panel.refresh()
    return panel


def choose_one(game: str, panel) -> bool:
    """Choose the first die (Power Butler) or hand card (Power On!) the panel lets the player
    choose now, as a click on the table would; False when there is none."""
    state = panel.controller.state
    if game == "power-butler" and state.phase in (ButlerPhase.REROLL, ButlerPhase.ALLOCATE):
        for die in range(len(state.dice)):
            panel.toggle_die(die)
            if panel.selected:
                return True
    if game == "power-on" and state.phase is OnPhase.ACTIONS and not panel.needs_curtain():
        hand = state.hands[panel.controller.current_player()]
        if hand:
            panel.toggle_card(sorted(hand)[0])
            return True
    return False


@pytest.mark.parametrize("game", list(GAMES))
def test_a_page_updated_in_place_shows_what_a_new_page_shows(qtbot, game):
    definition, load, options, players, actions = GAMES[game]
    content = load()
    seats = [Seat(f"P{i}") for i in range(players)]  # all human: every step shows a human's page
    controller = GameController(definition, content, options(players), seats, bot_delay_ms=0)
    controller.pause()
    live = make_panel(game, controller, content)
    qtbot.addWidget(live)
    if game != "power-grid":
        controller.action_did_apply.connect(lambda _record: live.refresh())
    bot, rng = make_bot(game, "heuristic"), random.Random(3)
    refreshes = lifted = 0
    for _ in range(actions):
        if controller.is_over():
            break
        curtain = live.page.parts.get("curtain")  # the hand-off button, whatever a game names it
        if curtain is not None:
            curtain.click()  # the person named lifts it
            lifted += 1
        fresh = make_panel(game, controller, content)
        fresh.curtain.opened = set(live.curtain.opened)
        fresh.refresh()
        assert snapshot(live) == snapshot(fresh), f"after {len(controller.history)} actions"
        shiboken6.delete(fresh)  # now: a panel left alive would still follow the controller
        if choose_one(game, live):  # a die or a card chosen on the table changes the page in place
            fresh = make_panel(game, controller, content)
            fresh.curtain.opened, fresh.selected = set(live.curtain.opened), set(live.selected)
            fresh.refresh()
            assert snapshot(live) == snapshot(fresh), f"a choice after {len(controller.history)} actions"
            shiboken6.delete(fresh)
            live.clear_selection()
            live.refresh()
            refreshes += 2  # the choice's and this one
        player = controller.current_player()
        assert controller.submit(bot.choose(controller.observation_for(player), rng))
        refreshes += 1
    assert refreshes > 40 and (lifted > 0) == (game in ("power-on", "magic-lamp"))
    assert live.pages_made < refreshes  # some pages were kept and updated in place


def test_buying_fuel_keeps_the_resource_page_and_shows_the_new_stock(qtbot):
    content = load_power_grid()
    controller = GameController(POWER_GRID, content, PowerGridOptions(2, seed=7), [Seat("A"), Seat("B")])
    bot, rng = make_bot("power-grid", "heuristic"), random.Random(1)
    while not (controller.state.phase is Phase.RESOURCES and controller.state.plants[controller.current_player()]):
        assert controller.submit(bot.choose(controller.observation_for(controller.current_player()), rng))
    panel = PowerGridActionPanel(controller, content, "en")
    panel.set_scale(1.0)
    qtbot.addWidget(panel)
    page = panel.page
    assert isinstance(page, ResourcePage)
    fuel = next(r for r in page.boxes if page.boxes[r].maximum() > 0)
    box, held = page.boxes[fuel], page.part(f"held-{fuel}")
    me, before = controller.current_player(), held.text()
    assert controller.submit(BuyResource(fuel, 1))
    assert controller.current_player() == me and panel.page is page  # the same page, the same box
    assert page.boxes[fuel] is box and box.value() == 0
    assert held.text() != before and held.text().startswith(str(controller.state.fuel[me][fuel]))
