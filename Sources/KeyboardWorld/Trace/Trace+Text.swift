import Foundation

extension Trace {
    /// The trace as readable text: one block per step, events indented, geometry on one line;
    /// with the clock when the trace `showsTime`.
    public var text: String {
        let timed = showsTime
        var lines: [String] = []
        for step in steps {
            lines.append(contentsOf: step.lines(showingTime: timed))
        }
        return lines.joined(separator: "\n") + "\n"
    }
}

extension TraceStep {
    /// The step's lines without the clock: header, events, geometry, violations.
    public var lines: [String] { lines(showingTime: false) }

    /// The step's lines: header, events, geometry, violations.
    /// - Parameter showingTime: Whether to print the clock (`t=0.250`) on the header and on the
    ///   turns run from the queue, and what is pending with when it is due; a trace decides it
    ///   for all its steps (`Trace.showsTime`).
    public func lines(showingTime: Bool) -> [String] {
        var lines: [String] = []
        lines.append(header(showingTime: showingTime))
        for event in events {
            switch event {
            case .turn, .pending: if !showingTime { continue }
            case .queued: if showingTime { continue }
            default: break
            }
            lines.append("    " + event.text)
        }
        lines.append("    = " + geometry.text)
        for violation in violations {
            lines.append("    ✗ \(violation.invariant.rawValue): \(violation.message)")
        }
        return lines
    }

    /// `#3 dismiss`, or `#3 dismiss  t=0.250` when showing time.
    public func header(showingTime: Bool) -> String {
        let title: String
        if let action {
            title = "\(action)"
        } else {
            title = showingTime ? "end of case (run everything pending)" : "end of case (deliver queued notifications)"
        }
        let clock = showingTime ? "  \(time.clockText)" : ""
        return "#\(index) \(title)\(performed ? "" : "  (no-op)")\(clock)"
    }
}

extension TraceEvent {
    /// The event as one line.
    public var text: String {
        switch self {
        case .notification(let n, let late):
            return
                "\(late ? "late " : "")\(n.name.rawValue) begin \(TraceFormat.rect(n.frameBegin)) end \(TraceFormat.rect(n.frameEnd)) duration \(TraceFormat.number(CGFloat(n.animationDuration)))\(n.animationCurve == KeyboardNotification.keyboardCurve ? "" : " curve \(n.animationCurve)")\(n.isLocal ? "" : " (not local)")"
        case .handler(let s): return "→ \(s)"
        case .call(let s): return "    \(s)"
        case .assignment(let s): return "    \(s)"
        case .world(let s): return "· \(s)"
        case .snap(let from, let to):
            return "· snap: layout pass clamps contentOffset.y \(TraceFormat.number(from)) → \(TraceFormat.number(to))"
        case .queued(let names): return "· queued: \(TraceFormat.list(names, \.rawValue))"
        case .scheduled(let s): return "    \(s)"
        case .turn(let time, let s): return "· \(time.clockText) \(s)"
        case .pending(let items): return "· pending: \(TraceFormat.list(items) { $0 })"
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
