#!/usr/bin/env python3
"""Checks a report page as Chromium rendered it (its --dump-dom) against the scan it shows.

Usage: check_page.py PAGE.html DOM.html SCAN.json POLICY.json NETLOG.json

- the rendered DOM has the page's sections, the platform matrix with a row per supported
  locale, a row for every locale of every scanned section (data-locale) and an item for every
  finding (data-finding, with its code), exactly as many as the scan report has;
- every table has a caption and column headers; the page declares its language;
- the page as written refers to nothing outside itself: no http(s) reference, src=, @import,
  url( or <link> outside data: URIs;
- Chromium made no request for the page (its net log has no URL beyond Chromium's own
  background hosts), with the network pointing nowhere.
Prints one line per page; exits 1 on the first failure.
"""

import html.parser
import json
import re
import sys

# Chromium's own requests at start-up, whatever the page: never the page's.
CHROMIUM_HOSTS = ("google.com", "googleapis.com", "gvt1.com", "gstatic.com")


class Collector(html.parser.HTMLParser):
    def __init__(self):
        super().__init__()
        self.ids, self.locales, self.findings, self.supported = set(), [], [], []
        self.tables, self.captions, self.column_headers, self.matrix_rows = 0, 0, 0, []
        self.lang = None

    def handle_starttag(self, tag, attrs):
        attributes = dict(attrs)
        if "id" in attributes:
            self.ids.add(attributes["id"])
        if tag == "html":
            self.lang = attributes.get("lang")
        if tag == "table":
            self.tables += 1
        if tag == "caption":
            self.captions += 1
        if tag == "th" and attributes.get("scope") == "col":
            self.column_headers += 1
        if "data-locale" in attributes:
            self.locales.append(attributes["data-locale"])
        if "data-finding" in attributes:
            self.findings.append(attributes["data-finding"])
        if "data-supported" in attributes:
            self.supported.append(attributes["data-supported"])
        if tag == "tr" and "data-device" in attributes:
            self.matrix_rows.append(attributes["data-device"])


def fail(message):
    print(f"check-page: {message}", file=sys.stderr)
    sys.exit(1)


def main():
    page_path, dom_path, scan_path, policy_path, netlog_path = sys.argv[1:6]
    page = open(page_path, encoding="utf-8").read()
    dom = Collector()
    dom.feed(open(dom_path, encoding="utf-8").read())
    scan = json.load(open(scan_path, encoding="utf-8"))
    policy = json.load(open(policy_path, encoding="utf-8"))

    for section in ("policy", "matrix", "platform-matrix", "population", "apps"):
        if section not in dom.ids:
            fail(f"{page_path}: no #{section} in the rendered page")
    if dom.lang != "en":
        fail(f"{page_path}: the page declares no language")
    if dom.captions != dom.tables or dom.column_headers < dom.tables:
        fail(f"{page_path}: {dom.tables} tables, {dom.captions} captions, {dom.column_headers} column headers")

    sections = scan.get("apple", []) + scan.get("android", [])
    locales = [locale["folder"] for section in sections for locale in section["locales"]]
    findings = [finding["code"] for section in sections for finding in section["findings"]]
    if sorted(dom.locales) != sorted(locales):
        fail(f"{page_path}: {len(dom.locales)} locale rows rendered, the scan has {len(locales)}")
    if sorted(dom.findings) != sorted(findings):
        fail(f"{page_path}: {len(dom.findings)} findings rendered, the scan has {len(findings)}")
    supported = policy["supportedLocales"]
    if len(dom.supported) != len(supported):
        fail(f"{page_path}: {len(dom.supported)} supported locales rendered, the policy has {len(supported)}")
    if len(dom.matrix_rows) < len(set(dom.supported)):
        fail(f"{page_path}: {len(dom.matrix_rows)} matrix rows for {len(supported)} supported locales")
    for locale in dom.supported:
        if locale not in dom.matrix_rows:
            fail(f"{page_path}: no matrix row for the supported locale {locale}")

    # Only markup and style sheets can refer outside the page: a finding that quotes a value with
    # a URL in it ("• [EmojiText](https://github.com/…)") is text, escaped, and fetches nothing.
    markup = "\n".join(re.findall(r"<[^>]*>", page) + re.findall(r"<style[^>]*>(.*?)</style>", page, re.S))
    outside = re.sub(r"data:[^\"')\s]*", "", markup)
    for pattern in (r"https?:", r"\bsrc\s*=", r"@import", r"url\(", r"<link\b", r"<script\b"):
        if re.search(pattern, outside, re.IGNORECASE):
            fail(f"{page_path}: refers outside itself ({pattern})")

    netlog = open(netlog_path, encoding="utf-8", errors="replace").read()
    for url in sorted(set(re.findall(r'"url":"((?:https?|wss?|ftp)://[^"/]+)', netlog))):
        host = url.split("://", 1)[1]
        if not any(host == known or host.endswith("." + known) for known in CHROMIUM_HOSTS):
            fail(f"{page_path}: Chromium requested {url} for the page")

    print(f"check-page: {page_path}: {len(dom.matrix_rows)} matrix rows, {len(dom.locales)} locale rows, "
          f"{len(dom.findings)} findings, {len(page.encode())} bytes, no request")


if __name__ == "__main__":
    main()
