"""The wire documents' generator (Scripts/generate-documents.py): one declaration per document,
in Schemas/Documents/, and the surfaces written from it."""
