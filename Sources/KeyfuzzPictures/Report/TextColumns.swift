/// Plain-text tables: columns padded to their widest cell.
public enum TextColumns {
    /// `rows` with every column padded to its widest cell and joined by two spaces; the columns
    /// in `rightAligned` (numbers) are padded on the left. The last column is never padded.
    public static func aligned(_ rows: [[String]], rightAligned: Set<Int>) -> [String] {
        let widths = (0..<(rows.first?.count ?? 0)).map { column in rows.map { $0[column].count }.max() ?? 0 }
        return rows.map { row in
            row.enumerated().map { column, cell in
                let padding = String(repeating: " ", count: widths[column] - cell.count)
                if column == row.count - 1 { return rightAligned.contains(column) ? padding + cell : cell }
                return rightAligned.contains(column) ? padding + cell : cell + padding
            }.joined(separator: "  ")
        }
    }
}
