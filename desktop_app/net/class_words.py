"""What a class tells its pupils' devices, in both languages (the web client holds no words of
its own for these: they ride on the frames and events, in the device's language)."""

from __future__ import annotations

WORDS: dict[str, tuple[str, str]] = {  # key -> (English, 繁體中文)
    "table": ("Table %1", "第 %1 桌"),
    "computer": ("Computer %1", "電腦 %1"),
    "open_seat": ("(no pupil at seat %1)", "（第 %1 座沒有學生）"),
    "waiting": (
        "You are in the class. The teacher will place you at a table in a moment.",
        "你已經加入班級，老師馬上會幫你安排桌次。",
    ),
    "paused": ("The teacher paused the game. Eyes on the teacher!", "老師暫停了遊戲，請看老師這邊！"),
    "last_round": ("Last round! Make it count.", "最後一回合！好好把握。"),
    "class_over": ("Time is up: the game stops here. Well played!", "時間到，遊戲到這裡結束。大家辛苦了！"),
    "game_over": ("This table's game is over. Well played!", "這一桌的遊戲結束了，大家辛苦了！"),
}


def say(key: str, language: str, *numbers: int) -> str:
    """The class's words for `key` in `language`, `%1` filled in."""
    english, chinese = WORDS[key]
    text = chinese if language.startswith("zh") else english
    for i, number in enumerate(numbers, 1):
        text = text.replace(f"%{i}", str(number))
    return text


__all__ = ["WORDS", "say"]
