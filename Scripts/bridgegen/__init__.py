"""The bridge generator's pieces (Scripts/generate-bridge.py): the list, and one module per
language it writes."""
