// (widgets arrive with the window issue)
