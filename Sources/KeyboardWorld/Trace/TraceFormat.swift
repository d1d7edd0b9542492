import Foundation

/// Fixed, locale-free number formatting (at most two decimals), so traces are byte-stable.
public enum TraceFormat {
    /// Formats `value` with at most two decimals and no trailing zeros: `96`, `-12.5`, `0.25`.
    public static func number(_ value: CGFloat) -> String {
        let v = Double(value)
        if v.isNaN { return "nan" }
        if v.isInfinite { return v < 0 ? "-inf" : "inf" }
        let scaled = (v * 100).rounded()
        if scaled == 0 { return "0" }
        guard abs(scaled) < 1e15 else { return v < 0 ? "-huge" : "huge" }
        let hundredths = Int64(abs(scaled))
        let whole = hundredths / 100
        let fraction = hundredths % 100
        let sign = scaled < 0 ? "-" : ""
        if fraction == 0 { return "\(sign)\(whole)" }
        if fraction % 10 == 0 { return "\(sign)\(whole).\(fraction / 10)" }
        return "\(sign)\(whole).\(fraction < 10 ? "0" : "")\(fraction)"
    }

    /// The most items a trace line lists; a longer list (work piled up at one instant) shows its
    /// first 24 and last 4 items around the count of the others, so that a trace grows with a
    /// case's length, not with its square.
    public static let listLimit = 32
    /// The items a long list shows from its start.
    static let listHead = 24
    /// The items a long list shows from its end.
    static let listTail = 4

    /// `items` joined with commas; a list longer than ``listLimit`` abbreviated as
    /// `a, b, …, … 972 more …, y, z`. `describe` is called only for the items shown.
    public static func list<Item>(_ items: [Item], _ describe: (Item) -> String) -> String {
        shownItems(items, describe).joined(separator: ", ")
    }

    /// The items a trace line shows, described: all of a list up to `listLimit` long, else the
    /// first 24, a stand-in for the count of the others, and the last 4.
    static func shownItems<Item>(_ items: [Item], _ describe: (Item) -> String) -> [String] {
        guard items.count > listLimit else { return items.map(describe) }
        return items.prefix(listHead).map(describe) + ["… \(items.count - listHead - listTail) more …"]
            + items.suffix(listTail).map(describe)
    }

    /// `(x, y, w, h)`.
    public static func rect(_ r: CGRect) -> String {
        "(\(number(r.origin.x)), \(number(r.origin.y)), \(number(r.size.width)), \(number(r.size.height)))"
    }

    /// `(top t, bottom b)`: the vertical edges, the ones that drive verdicts.
    public static func insets(_ i: UIEdgeInsets) -> String {
        "(top \(number(i.top)), bottom \(number(i.bottom)))"
    }

    /// `w x h`.
    public static func size(_ s: CGSize) -> String { "\(number(s.width)) x \(number(s.height))" }
}
