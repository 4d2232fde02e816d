"""One module per game: rules only, no search, no drawing."""
