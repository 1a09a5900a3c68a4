module github.com/frozenchess/engine

go 1.26.8

require (
	github.com/dgryski/go-farm v0.0.0-20240924180020-3414d57e47da
	github.com/google/shlex v0.0.0-20191202100458-e7afc7fbc510
	github.com/pkg/profile v1.7.0
	github.com/stretchr/testify v1.12.1
)

require (
	github.com/felixge/fgprof v0.9.3 // indirect
	github.com/google/pprof v0.0.0-20211214055906-6f57359322fd // indirect
	go.yaml.in/yaml/v3 v3.0.5 // indirect
)
