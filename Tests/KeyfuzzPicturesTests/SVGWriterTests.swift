import Foundation
import KeyfuzzPictures
import Testing

/// The SVG writer: escaping, fixed number formatting and element layout.
@Suite struct SVGWriterTests {
    @Test func escapesTheFiveXMLSpecialCharacters() {
        #expect(SVGWriter.escape(#"a & b < c > d " e ' f"#) == "a &amp; b &lt; c &gt; d &quot; e &apos; f")
        #expect(SVGWriter.escape("&amp;") == "&amp;amp;")  // no double-unescaping: text is text
        #expect(SVGWriter.escape("tap(3) · ✗ drift → 141") == "tap(3) · ✗ drift → 141")
    }

    @Test func replacesControlCharactersXMLForbids() {
        #expect(SVGWriter.escape("a\u{0}b\u{7}c\u{1F}d") == "a?b?c?d")
        #expect(SVGWriter.escape("tab\tline\ncr\r") == "tab\tline\ncr\r")
    }

    @Test func numbersHaveAtMostTwoDecimalsAndNoTrailingZeros() {
        #expect(SVGWriter.number(96) == "96")
        #expect(SVGWriter.number(-12.5) == "-12.5")
        #expect(SVGWriter.number(0.25) == "0.25")
        #expect(SVGWriter.number(1.0 / 3.0) == "0.33")
        #expect(SVGWriter.number(2.0 / 3.0) == "0.67")
        #expect(SVGWriter.number(105.60000000000001) == "105.6")
        #expect(SVGWriter.number(-0.001) == "0")  // never "-0"
        #expect(SVGWriter.number(299.999) == "300")
    }

    @Test func numbersAreAlwaysValidSVGNumbers() {
        #expect(SVGWriter.number(.nan) == "0")
        #expect(SVGWriter.number(.infinity) == "1000000")
        #expect(SVGWriter.number(-.infinity) == "-1000000")
        #expect(SVGWriter.number(1e300) == "1000000")
    }

    @Test func writesElementsIndentedWithAttributesInOrder() {
        var w = SVGWriter()
        w.element("g", ["transform": "translate(10 20)", "data-x": "a<b"]) { w in
            w.element("rect", ["width": 4.5, "height": 2, "fill": "#fff"])
            w.element("text", ["x": 1, "y": .number(9.126)], text: "tap(3) & dismiss")
            w.element("line", attributes: [("x1", .number(0)), ("x2", .text("1'"))])
        }
        w.comment("a -- b -")
        #expect(
            w.output == """
                <g transform="translate(10 20)" data-x="a&lt;b">
                  <rect width="4.5" height="2" fill="#fff"/>
                  <text x="1" y="9.13">tap(3) &amp; dismiss</text>
                  <line x1="0" x2="1&apos;"/>
                </g>
                <!-- a - - b - -->

                """)
    }

    @Test func writtenDocumentParsesAsXML() {
        var w = SVGWriter()
        w.raw("<?xml version=\"1.0\" encoding=\"UTF-8\"?>")
        w.element("svg", ["xmlns": "http://www.w3.org/2000/svg", "width": 10, "height": 10]) { w in
            w.element("title", text: #"<"quoted" & 'single'>"#)
            w.comment("--not--a--comment--end-")
            w.element("text", ["font-family": #"a "b" c"#], text: "\u{1}control")
        }
        #expect(xmlProblem(w.output) == nil)
    }
}
