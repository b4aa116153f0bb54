"""Energy Table (能源桌遊館): four energy board games on one computer."""

__version__ = "0.1.0"
