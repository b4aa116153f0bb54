"""電力啟動 (Power On!) desktop board: table, carbon tower, panels, narration and window."""
