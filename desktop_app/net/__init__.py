"""Tables across devices (docs/network-protocol.md): the table session, its frames built from the
rules' own views, and the embedded server. No Qt: usable headless and by tests."""
