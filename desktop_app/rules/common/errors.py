"""Errors the rules raise when an action is not legal."""

from __future__ import annotations


class IllegalAction(Exception):
    """An action the rules refuse.

    `code` is stable (views translate by it), `params` fill the message template, and the
    English `reason` is a sentence a player understands.
    """

    def __init__(self, code: str, reason: str, **params: object) -> None:
        super().__init__(reason)
        self.code = code
        self.reason = reason
        self.params = params

    def __str__(self) -> str:
        return self.reason
