"""Aladdin & the Magic Lamp's desktop board: the table, the curtain, the lamp race, the window."""
