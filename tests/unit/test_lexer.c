/* Tokenizer: kinds, punctuators, comment marks, character constants,
 * lookahead, positions. */
#include "check.h"
#include "core/lexer.h"

static gi_lexer lex(const char *s, unsigned flags)
{
    gi_lexer lx;
    gi_lex_init(&lx, s, strlen(s), flags);
    return lx;
}

int main(void)
{
    gi_lexer lx = lex("v_add_f32 v0, 1.5, 0x10 // comment", GI_LEXF_SLASH_COMMENT);
    CHECK(gi_tok_ident(&lx.tok, "v_add_f32"));
    gi_lex_next(&lx);
    CHECK(gi_tok_ident(&lx.tok, "v0") && lx.tok.space_before);
    gi_lex_next(&lx);
    CHECK(gi_tok_is(&lx.tok, ','));
    gi_lex_next(&lx);
    CHECK(lx.tok.kind == GI_T_FLOAT && lx.tok.fval == 1.5);
    gi_lex_next(&lx);
    gi_lex_next(&lx);
    CHECK(lx.tok.kind == GI_T_INT && lx.tok.ival == 16);
    gi_lex_next(&lx);
    CHECK(lx.tok.kind == GI_T_EOL);
    CHECK(lx.end == lx.line + strlen("v_add_f32 v0, 1.5, 0x10 ")); /* end moved to the comment */

    /* without the comment flag, // is two punctuators */
    lx = lex("a // b", 0);
    gi_lex_next(&lx);
    CHECK(gi_tok_is(&lx.tok, '/'));

    /* ; and # comments */
    lx = lex("x ; y", GI_LEXF_SEMI_COMMENT);
    gi_lex_next(&lx);
    CHECK(lx.tok.kind == GI_T_EOL);
    lx = lex("# all", GI_LEXF_HASH_LINE_COMMENT);
    CHECK(lx.tok.kind == GI_T_EOL);
    lx = lex(" \t# all", GI_LEXF_HASH_LINE_COMMENT);
    CHECK(lx.tok.kind == GI_T_EOL);
    /* # after a token is a token, as llvm-mc reads it */
    lx = lex("x # y", GI_LEXF_HASH_LINE_COMMENT);
    gi_lex_next(&lx);
    CHECK(gi_tok_is(&lx.tok, '#'));

    /* two-character operators, and <> as != */
    lx = lex("<< >> <= >= == != <> && || < !", 0);
    int want[] = {GI_P_SHL, GI_P_SHR, GI_P_LE, GI_P_GE, GI_P_EQ, GI_P_NE, GI_P_NE, GI_P_LAND, GI_P_LOR, '<', '!'};
    for (size_t i = 0; i < sizeof want / sizeof want[0]; i++, gi_lex_next(&lx)) CHECK(gi_tok_is(&lx.tok, want[i]));
    CHECK(lx.tok.kind == GI_T_EOL);

    /* character constants; a ';' inside one is not a comment */
    lx = lex("'a' '\\n' ';' x", GI_LEXF_SEMI_COMMENT);
    CHECK(lx.tok.kind == GI_T_INT && lx.tok.ival == 'a');
    gi_lex_next(&lx);
    CHECK(lx.tok.kind == GI_T_INT && lx.tok.ival == '\n');
    gi_lex_next(&lx);
    CHECK(lx.tok.kind == GI_T_INT && lx.tok.ival == ';');
    gi_lex_next(&lx);
    CHECK(gi_tok_ident(&lx.tok, "x"));

    /* lookahead does not advance, and is the next token */
    lx = lex("a b", 0);
    gi_tok p = gi_lex_peek(&lx);
    CHECK(gi_tok_ident(&p, "b") && gi_tok_ident(&lx.tok, "a"));
    gi_lex_next(&lx);
    CHECK(gi_tok_ident(&lx.tok, "b"));

    /* bad input is a BAD token with a reason, never a crash */
    lx = lex("\x01x \x7f", 0);
    CHECK(lx.tok.kind == GI_T_IDENT); /* \001 starts internal names */
    gi_lex_next(&lx);
    CHECK(lx.tok.kind == GI_T_BAD && lx.tok.error);
    lx = lex("\"unterminated", 0);
    CHECK(lx.tok.kind == GI_T_BAD);
    lx = lex("'", 0);
    CHECK(lx.tok.kind == GI_T_BAD || lx.tok.kind == GI_T_PUNCT);
    CHECK(gi_lex_col(&lx, lx.tok.p) == 1);
    TEST_DONE();
}
