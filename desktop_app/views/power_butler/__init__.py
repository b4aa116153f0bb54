"""電力管家 (Power Butler)'s desktop board."""
