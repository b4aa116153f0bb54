"""Who may join a table: join codes, seat tokens, and the limits on guessing and flooding.

A join code is short enough to type on a phone (6 characters, none that look alike: no 0/O,
1/I/L); a seat token is a 128-bit secret the device keeps. The host keeps only each token's
SHA-256 (a saved table holds no secret that would let someone take a seat) and compares in
constant time. Wrong codes and tokens are counted per address, so guessing is capped; every
connection has a token bucket, so a flood is cut off.
"""

from __future__ import annotations

import hashlib
import hmac
import secrets
import time
from collections import deque
from collections.abc import Callable

CODE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ"
CODE_LENGTH = 6
TOKEN_BYTES = 16  # 128 bits


def new_code() -> str:
    """A fresh join code, e.g. "K7QM2X"."""
    return "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))


def normal_code(typed: str) -> str:
    """What a person typed, as a code: case and spaces or dashes ignored."""
    return "".join(ch for ch in typed.upper() if ch not in " -\t")


def codes_match(typed: str, code: str) -> bool:
    """Is `typed` this table's code? (constant time)"""
    return hmac.compare_digest(normal_code(typed).encode(), code.encode())


def new_token() -> str:
    """A fresh seat token (URL-safe base64 of 128 random bits)."""
    return secrets.token_urlsafe(TOKEN_BYTES)


def token_hash(token: str) -> str:
    """What the host keeps of a token."""
    return hashlib.sha256(token.encode("utf-8", "replace")).hexdigest()


def hashes_match(a: str, b: str) -> bool:
    """Two token hashes equal? (constant time)"""
    return hmac.compare_digest(a.encode(), b.encode())


class GuessLimiter:
    """Wrong codes or tokens per address: `limit` in `window` seconds, then that address is
    refused (even a right code) until its oldest miss is a window old."""

    def __init__(self, limit: int = 10, window: float = 60.0, clock: Callable[[], float] | None = None) -> None:
        self.limit, self.window = limit, window
        self.clock = clock or time.monotonic
        self._misses: dict[str, deque[float]] = {}

    def _recent(self, address: str) -> deque[float]:
        now = self.clock()
        misses = self._misses.setdefault(address, deque())
        while misses and now - misses[0] >= self.window:
            misses.popleft()
        if not misses:
            del self._misses[address]  # the table of addresses does not grow without end
            return deque()
        return misses

    def blocked(self, address: str) -> bool:
        """Has this address used up its guesses for now?"""
        return len(self._recent(address)) >= self.limit

    def miss(self, address: str) -> None:
        """One more wrong guess from this address."""
        self._recent(address)
        self._misses.setdefault(address, deque()).append(self.clock())


class TokenBucket:
    """A connection's message budget: `rate` a second on average, bursts up to `burst`."""

    def __init__(self, rate: float = 20.0, burst: float = 40.0, clock: Callable[[], float] | None = None) -> None:
        self.rate, self.burst = rate, burst
        self.clock = clock or time.monotonic
        self._tokens = burst
        self._at = self.clock()

    def take(self) -> bool:
        """Spend one message; False when the budget is gone (a flood)."""
        now = self.clock()
        self._tokens = min(self.burst, self._tokens + (now - self._at) * self.rate)
        self._at = now
        if self._tokens < 1.0:
            return False
        self._tokens -= 1.0
        return True
