"""The website's search in Vietnamese: found with or without tones, no syllable dropped.

Sphinx has no Vietnamese search of its own: it falls back to English, whose stemmer mangles
Vietnamese syllables and whose stop words drop real ones (*to*, *an*, *in*, *do*, *so*). This
language keeps every syllable and folds each one, in the index and in the reader's query alike,
to its letters without tone marks or other diacritics, and *đ* to *d*: ``cắt tỉa``, ``cat tia``
and ``CẮT TIA`` all look up ``cat tia``. The page's script does the same folding
(:data:`JS_FOLD`), so a query is found whether it has tones or not, both ways.

>>> fold("Cắt tỉa"), fold("đối thủ"), fold("ĐỐI THỦ"), fold("hàm đánh giá")
('cat tia', 'doi thu', 'doi thu', 'ham danh gia')
>>> SearchVietnamese({}).stem("tỉa"), SearchVietnamese({}).word_filter("to")
('tia', True)
"""

from __future__ import annotations

import unicodedata

from sphinx.search import SearchLanguage

#: the same folding, for the search page (it must give the index's words for the same input)
JS_FOLD = ('w.normalize("NFD").replace(/[\\u0300-\\u036f]/g, "").replace(/\\u0111/g, "d")'
           '.replace(/\\u0110/g, "D").toLowerCase()')


def fold(text: str) -> str:
    """``text`` lower-cased, without tone marks or other diacritics, with đ as d."""
    decomposed = unicodedata.normalize("NFD", text.replace("đ", "d").replace("Đ", "D"))
    return "".join(c for c in decomposed if not unicodedata.combining(c)).lower()


class SearchVietnamese(SearchLanguage):
    """Sphinx's search language for the Vietnamese edition: folded syllables, no stop words."""

    lang = "vi"
    language_name = "Vietnamese"
    stopwords: frozenset[str] = frozenset()
    js_stemmer_code = f"""
/** gamelib's Vietnamese search: a word without tones or diacritics, đ as d (site_search.py). */
var Stemmer = function () {{
  this.stemWord = function (w) {{
    return {JS_FOLD};
  }};
}};
"""

    def stem(self, word: str) -> str:
        return fold(word)
