import Foundation

extension Trace {
    /// The trace as readable text: one block per step, events indented, geometry on one line.
    public var text: String {
        var lines: [String] = []
        for step in steps {
            lines.append(contentsOf: step.lines)
        }
        return lines.joined(separator: "\n") + "\n"
    }
}

extension TraceStep {
    /// The step's lines: header, events, geometry, violations.
    public var lines: [String] {
        var lines: [String] = []
        let title = action.map { "\($0)" } ?? "end of case (deliver queued notifications)"
        lines.append("#\(index) \(title)\(performed ? "" : "  (no-op)")")
        for event in events {
            lines.append("    " + event.text)
        }
        lines.append("    = " + geometry.text)
        for violation in violations {
            lines.append("    ✗ \(violation.invariant.rawValue): \(violation.message)")
        }
        return lines
    }
}

extension TraceEvent {
    /// The event as one line.
    public var text: String {
        switch self {
        case .notification(let n, let late):
            return "\(late ? "late " : "")\(n.name.rawValue) begin \(TraceFormat.rect(n.frameBegin)) end \(TraceFormat.rect(n.frameEnd)) duration \(TraceFormat.number(CGFloat(n.animationDuration)))\(n.isLocal ? "" : " (not local)")"
        case .handler(let s): return "→ \(s)"
        case .call(let s): return "    \(s)"
        case .assignment(let s): return "    \(s)"
        case .world(let s): return "· \(s)"
        case .snap(let from, let to): return "· snap: layout pass clamps contentOffset.y \(TraceFormat.number(from)) → \(TraceFormat.number(to))"
        case .queued(let names): return "· queued: \(names.map(\.rawValue).joined(separator: ", "))"
        }
    }
}

extension GeometrySnapshot {
    /// The geometry on one line.
    public var text: String {
        var parts: [String] = []
        parts.append("inset \(TraceFormat.insets(contentInset))")
        parts.append("adjusted \(TraceFormat.insets(adjustedContentInset))")
        parts.append("offset \(TraceFormat.number(contentOffset.y))")
        parts.append("contentSize.height \(TraceFormat.number(contentSize.height))")
        parts.append("scrollView.frame \(TraceFormat.rect(scrollViewFrame)) ty \(TraceFormat.number(scrollViewTransformY))")
        parts.append("view.frame \(TraceFormat.rect(rootViewFrame)) ty \(TraceFormat.number(rootViewTransformY))")
        parts.append("keyboard \(TraceFormat.rect(keyboardFrame)) \(keyboardPlacement)\(keyboardIsLocal ? "" : " (another app's)")")
        if let band = visibleBand {
            parts.append("band \(TraceFormat.number(band.lowerBound))...\(TraceFormat.number(band.upperBound))")
        } else {
            parts.append("band empty")
        }
        parts.append("focus \(focusedField.map { "field \($0)" } ?? "none")")
        parts.append(contentsOf: screen.textParts)
        return parts.joined(separator: " | ")
    }
}
