/// The report page's style sheet: readable from 360 to 1440 px and on paper, agreement by
/// colour and by text, contrast of at least 4.5:1 for text.
enum ReportStyle {
    static let css = """
        :root{--ink:#1b1f24;--muted:#4a5361;--line:#c9ced6;--ok:#e3f4e8;--ok-ink:#0d5c2a;--bad:#fde4e4;\
        --bad-ink:#8a1414;--warn:#fff3d6;--warn-ink:#6b4a00;--note:#e8f0fb;--note-ink:#1c4587;--head:#f3f5f8}
        *{box-sizing:border-box}
        body{margin:0;font:15px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:var(--ink);\
        background:#fff}
        header.page,main,footer{max-width:1400px;margin:0 auto;padding:0 16px}
        header.page{padding-top:16px;border-bottom:1px solid var(--line)}
        h1{font-size:1.6rem;margin:0 0 4px}
        h2{font-size:1.3rem;margin:28px 0 8px;border-bottom:2px solid var(--line);padding-bottom:4px}
        h3{font-size:1.1rem;margin:22px 0 6px}
        h4{font-size:1rem;margin:14px 0 4px}
        .lead{color:var(--muted);margin:0 0 8px;overflow-wrap:anywhere}
        nav ul{list-style:none;display:flex;flex-wrap:wrap;gap:4px 16px;padding:0;margin:8px 0 12px}
        a{color:#0b4fa3}
        .scroll{overflow-x:auto;max-width:100%;margin:8px 0 16px}
        .scroll:focus{outline:2px solid #0b4fa3}
        table{border-collapse:collapse;min-width:100%;font-size:.92rem}
        caption{text-align:left;font-weight:600;padding:4px 0;color:var(--muted)}
        th,td{border:1px solid var(--line);padding:4px 8px;text-align:left;vertical-align:top;\
        overflow-wrap:break-word}
        table.matrix td,table.matrix th{white-space:nowrap}
        table.matrix tr.why td{white-space:normal;max-width:100vw}
        thead th{background:var(--head)}
        tbody th{font-weight:600;background:#fafbfc;white-space:nowrap;overflow-wrap:normal}
        td.num{text-align:right;font-variant-numeric:tabular-nums;white-space:nowrap}
        td.ok{background:var(--ok);color:var(--ok-ink)}
        td.differs{background:var(--bad);color:var(--bad-ink)}
        .verdict{display:block;font-size:.8rem;font-weight:600}
        .source{display:block;font-size:.8rem;color:var(--muted)}
        tr.why td{background:#fff;color:var(--ink);font-size:.85rem;border-top:0}
        tr.why p{margin:2px 0}
        ol.tags{list-style:none;display:flex;flex-wrap:wrap;gap:4px;padding:0;margin:4px 0 12px}
        ol.tags li{border:1px solid var(--line);border-radius:4px;padding:1px 6px;background:#fafbfc;\
        font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-size:.85rem}
        dl.facts{display:grid;grid-template-columns:max-content 1fr;gap:2px 12px;margin:8px 0}
        dl.facts dt{font-weight:600}
        dl.facts dd{margin:0;overflow-wrap:anywhere}
        .meter{display:inline-flex;align-items:center;gap:6px;white-space:nowrap}
        .bar .track{fill:#e1e4e8}
        .bar .fill{fill:#2f7d4a}
        ul.findings{list-style:none;padding:0;margin:4px 0 12px}
        ul.findings li{border-left:4px solid var(--line);padding:4px 8px;margin:4px 0;overflow-wrap:anywhere}
        li.error{border-color:var(--bad-ink)!important;background:var(--bad)}
        li.warning{border-color:var(--warn-ink)!important;background:var(--warn)}
        li.note{border-color:var(--note-ink)!important;background:var(--note)}
        .sev{font-weight:700;text-transform:uppercase;font-size:.75rem;margin-right:6px}
        code,.path{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-size:.85em}
        .path{display:block;color:var(--muted)}
        .empty{color:var(--muted);font-style:italic}
        footer{color:var(--muted);font-size:.85rem;padding:24px 16px}
        @media (max-width:600px){body{font-size:14px}th,td{padding:3px 5px}h1{font-size:1.3rem}\
        dl.facts{grid-template-columns:1fr}dl.facts dd{margin-bottom:4px}\
        table.matrix,table.matrix thead,table.matrix tbody,table.matrix caption{display:block;min-width:0}\
        table.matrix tr{display:grid;grid-template-columns:repeat(3,minmax(0,1fr))}\
        table.matrix th:first-child,table.matrix tr.why td{grid-column:1/-1}\
        table.matrix td,table.matrix th{white-space:normal;overflow-wrap:anywhere}\
        table.matrix tbody tr{margin-top:6px}}
        @media print{nav{display:none}.scroll{overflow:visible}body{font-size:11pt}\
        section{break-inside:auto}tr{break-inside:avoid}a{color:inherit;text-decoration:none}\
        td.ok,td.differs,li.error,li.warning,li.note{-webkit-print-color-adjust:exact;print-color-adjust:exact}}
        """
}
