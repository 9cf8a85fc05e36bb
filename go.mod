module github.com/swisscheck/swisscheck

go 1.26.8
