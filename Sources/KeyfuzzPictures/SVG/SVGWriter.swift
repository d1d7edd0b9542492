import Foundation
import KeyboardWorld

/// An attribute value: text, escaped on output, or a number, written with at most two decimals.
public enum SVGValue: Hashable, Sendable, ExpressibleByStringLiteral, ExpressibleByIntegerLiteral,
    ExpressibleByFloatLiteral
{
    /// Text, XML-escaped on output.
    case text(String)
    /// A number, written with at most two decimals.
    case number(Double)

    public init(stringLiteral value: String) { self = .text(value) }
    public init(integerLiteral value: Int) { self = .number(Double(value)) }
    public init(floatLiteral value: Double) { self = .number(value) }

    /// The value as it appears between the attribute's quotes (escaped, or formatted).
    public var rendered: String {
        switch self {
        case .text(let text): SVGWriter.escape(text)
        case .number(let value): SVGWriter.number(value)
        }
    }
}

/// A small XML writer for SVG documents: one element per line, indented by depth, attributes
/// in the order given, text escaped, numbers formatted so that the output is byte-stable.
///
/// Elements are written with closures, so every element that is opened is also closed:
///
/// ```swift
/// var writer = SVGWriter()
/// writer.element("g", ["transform": "translate(10 20)"]) { w in
///     w.element("rect", ["width": 4.5, "height": 2, "fill": "#fff"])
///     w.element("text", ["x": 1, "y": 9], text: "tap(3) & dismiss")
/// }
/// writer.output
/// // <g transform="translate(10 20)">
/// //   <rect width="4.5" height="2" fill="#fff"/>
/// //   <text x="1" y="9">tap(3) &amp; dismiss</text>
/// // </g>
/// ```
///
/// Element and attribute names are written as given: they come from code, not from data.
public struct SVGWriter: Sendable {
    /// What has been written so far, each line ending in a newline.
    public private(set) var output = ""
    private var depth = 0

    /// Creates an empty writer.
    public init() {}

    /// Writes a line as it is (e.g. the XML declaration), at the current depth.
    public mutating func raw(_ line: String) {
        output += String(repeating: "  ", count: depth) + line + "\n"
    }

    /// Writes an element with no children: `<name a="v"/>`, or `<name a="v">text</name>` with `text`.
    /// - Parameters:
    ///   - name: The element's name.
    ///   - attributes: The attributes, written in this order.
    ///   - text: Character data, escaped; nil for an empty element.
    public mutating func element(
        _ name: String, _ attributes: KeyValuePairs<String, SVGValue> = [:],
        text: String? = nil
    ) {
        let start = Self.startTag(name, attributes)
        if let text {
            raw("<\(start)>\(Self.escape(text))</\(name)>")
        } else {
            raw("<\(start)/>")
        }
    }

    /// Writes an element with no children whose attributes are built at run time, in the order given.
    /// - Parameters:
    ///   - name: The element's name.
    ///   - attributes: Name and value pairs.
    ///   - text: Character data, escaped; nil for an empty element.
    public mutating func element(_ name: String, attributes: [(String, SVGValue)], text: String? = nil) {
        var start = name
        for (key, value) in attributes { start += " \(key)=\"\(value.rendered)\"" }
        if let text {
            raw("<\(start)>\(Self.escape(text))</\(name)>")
        } else {
            raw("<\(start)/>")
        }
    }

    /// Writes an element whose children `content` writes, indented one level deeper.
    /// - Parameters:
    ///   - name: The element's name.
    ///   - attributes: The attributes, written in this order.
    ///   - content: Writes the children into the writer it is given.
    public mutating func element(
        _ name: String, _ attributes: KeyValuePairs<String, SVGValue> = [:],
        content: (inout SVGWriter) -> Void
    ) {
        raw("<\(Self.startTag(name, attributes))>")
        depth += 1
        content(&self)
        depth -= 1
        raw("</\(name)>")
    }

    /// Writes an XML comment; `--` inside it (not allowed in XML comments) becomes `- -`.
    public mutating func comment(_ text: String) {
        var safe = Self.escape(text)
        while safe.contains("--") { safe = safe.replacingOccurrences(of: "--", with: "- -") }
        raw("<!-- \(safe) -->")
    }

    private static func startTag(_ name: String, _ attributes: KeyValuePairs<String, SVGValue>) -> String {
        var tag = name
        for (key, value) in attributes {
            tag += " \(key)=\"\(value.rendered)\""
        }
        return tag
    }

    /// Escapes text for character data and attribute values: `&`, `<`, `>`, `"` and `'` become
    /// entities, and control characters XML 1.0 forbids (all below U+0020 but tab, line feed and
    /// carriage return) become `?`.
    /// - Returns: The escaped text; text with nothing to escape is returned unchanged.
    public static func escape(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            case "\t", "\n", "\r": result.unicodeScalars.append(scalar)
            default:
                if scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF {
                    result += "?"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }

    /// The largest magnitude a coordinate is written with; beyond it values are clamped, so a
    /// runaway strategy still gives a drawable (if off-canvas) number.
    public static let largestNumber = 1_000_000.0

    /// Formats `value` with at most two decimals and no trailing zeros (`96`, `-12.5`, `0.25`),
    /// locale-free, as `TraceFormat.number` does; values are clamped to `±largestNumber` and NaN
    /// is written as `0`, so the result is always a valid SVG number.
    public static func number(_ value: Double) -> String {
        guard !value.isNaN else { return "0" }
        return TraceFormat.number(CGFloat(Swift.min(Swift.max(value, -largestNumber), largestNumber)))
    }
}
