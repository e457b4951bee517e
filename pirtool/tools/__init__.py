"""The reading tools over the IR: `diff` (op-aligned comparison), `stats` (what a program holds),
`graph` (Graphviz data flow). They import the model and `pirtool.paddle`; the CLI imports them."""
