"""The table generators behind Scripts/generate-tables.py, one module per data source."""
