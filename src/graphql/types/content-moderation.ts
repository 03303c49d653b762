// issue 12: being built (placeholder).
export {}
