"""The front end: the syntax tree, the parser (grammar/kgen.lark) and the checker."""
